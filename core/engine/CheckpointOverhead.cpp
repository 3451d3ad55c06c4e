#include "core/engine/CheckpointOverhead.h"

#include "core/model/Units.h"

#include <cmath>
#include <limits>

namespace acceldecide {

namespace {

constexpr double kInfinity = std::numeric_limits<double>::infinity();

} // namespace

double CheckpointOverhead::jobMtbiHours(double percentPerMonth, double instances)
{
    if (percentPerMonth <= 0.0 || instances <= 0.0)
        return kInfinity;
    return units::kHoursPerMonth / (percentPerMonth / 100.0) / instances;
}

double CheckpointOverhead::youngDalyIntervalHours(double checkpointHours, double mtbiHours)
{
    return std::sqrt(2.0 * checkpointHours * mtbiHours);
}

// The first-order model (Young 1974; Daly 2006, section 3). The job runs in segments of
// tau hours of work, each followed by a checkpoint that takes C hours. Interruptions come
// as a Poisson process, one every M hours on average. Per hour of work:
//   - the checkpoints cost C / tau;
//   - an interruption strikes, on average, half-way through a segment, so it loses
//     tau / 2 of work, and the job then spends R restarting (a new instance, the last
//     checkpoint read back); interruptions come 1 / M an hour, so they cost
//     (tau / 2 + R) / M.
// Both are first order: an interruption during a checkpoint or a restart, and the extra
// interruptions over the extra hours themselves, are neglected, which holds while C and R
// are small beside M (Daly's higher-order estimate corrects for them; the issue asked for
// the first-order form, and a spot bucket's width moves the answer far more).
// d/dtau [C / tau + tau / (2 M)] = -C / tau^2 + 1 / (2 M) = 0 gives tau = sqrt(2 C M).
double CheckpointOverhead::overheadFraction(double checkpointHours, double restartHours,
                                            double mtbiHours, double intervalHours)
{
    return checkpointHours / intervalHours + (intervalHours / 2.0 + restartHours) / mtbiHours;
}

// At tau = sqrt(2 C M): C / tau = sqrt(C / (2 M)) and tau / (2 M) = sqrt(C / (2 M)), so
// the overhead is 2 sqrt(C / (2 M)) + R / M = sqrt(2 C / M) + R / M, written with the
// rate 1 / M so that a job nothing interrupts costs 0 rather than infinity over infinity.
CheckpointOverhead CheckpointOverhead::atOptimum(double percentPerMonth, double instances,
                                                 double checkpointHours, double restartHours)
{
    CheckpointOverhead result;
    result.meanHoursBetweenInterruptions = jobMtbiHours(percentPerMonth, instances);
    result.intervalHours =
        youngDalyIntervalHours(checkpointHours, result.meanHoursBetweenInterruptions);
    const double rate = 1.0 / result.meanHoursBetweenInterruptions;
    result.overheadPercent =
        (std::sqrt(2.0 * checkpointHours * rate) + restartHours * rate) * 100.0;
    return result;
}

} // namespace acceldecide
