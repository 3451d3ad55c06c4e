#pragma once

namespace acceldecide {

// What spot interruptions cost a job that checkpoints, by the first-order model of Young
// (1974) with the interval he derived, as Daly (2006) restates it:
//
//   J. W. Young, "A first order approximation to the optimum checkpoint interval",
//     Communications of the ACM 17(9), September 1974, pp. 530-531.
//   J. T. Daly, "A higher order estimate of the optimum checkpoint interval for restart
//     dumps", Future Generation Computer Systems 22(3), 2006, pp. 303-312
//     (doi:10.1016/j.future.2004.11.016).
//
// Every time is in hours. docs/spot-interruptions.md has the derivation, the worked
// example and the sources.
struct CheckpointOverhead
{
    // Mean time between interruptions of the job, M; infinite when nothing interrupts it.
    double meanHoursBetweenInterruptions = 0.0;
    // The checkpoint interval that minimises the expected overhead, tau = sqrt(2 C M);
    // infinite when nothing interrupts the job (it never needs to checkpoint).
    double intervalHours = 0.0;
    // The expected extra hours per hour of useful work at that interval, percent.
    double overheadPercent = 0.0;

    // M for a job on `instances` instances that all must run, each interrupted at the
    // Spot Instance Advisor's frequency: `percentPerMonth` of instances a month, one
    // month 730 hours. One instance's rate is (f / 100) / 730 an hour; a job stops when
    // any of its N instances is interrupted, so its rate is N times that (interruptions
    // taken as independent, each instance at the same rate): M = 730 / (f / 100) / N.
    static double jobMtbiHours(double percentPerMonth, double instances);
    // Young's optimum interval, sqrt(2 C M).
    static double youngDalyIntervalHours(double checkpointHours, double mtbiHours);
    // The expected overhead per hour of work of checkpointing every `intervalHours`:
    // C / tau + (tau / 2 + R) / M (see the .cpp for the derivation).
    static double overheadFraction(double checkpointHours, double restartHours, double mtbiHours,
                                   double intervalHours);
    // All three at Young's interval. At tau = sqrt(2 C M) the overhead is
    // sqrt(2 C / M) + R / M, which is 0, not undefined, when nothing interrupts the job.
    static CheckpointOverhead atOptimum(double percentPerMonth, double instances,
                                        double checkpointHours, double restartHours);
};

} // namespace acceldecide
