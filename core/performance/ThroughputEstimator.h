#pragma once

#include "core/model/Scenario.h"
#include "core/model/ThroughputEstimateInput.h"
#include "core/model/ThroughputEstimateResult.h"
#include "core/performance/Calibration.h"
#include "core/performance/PerformanceCatalog.h"

#include <string>
#include <utility>
#include <vector>

namespace acceldecide::performance {

// An option's throughput from its `throughput.estimate`: the roofline of its model on its
// accelerator at the efficiencies calibrated for that accelerator and engine, the band the
// calibration's held-out error gives, and the nearest published measurement.
class ThroughputEstimator
{
public:
    explicit ThroughputEstimator(const PerformanceCatalog &catalog);

    // The built-in catalog's estimator, calibrated once on first use.
    static const ThroughputEstimator &builtIn();

    const PerformanceCatalog &catalog() const { return m_catalog; }
    const Calibration &calibration() const { return m_calibration; }

    // The problems with `input` for an option of `instanceType` with `accelerators`
    // accelerators, as (field under the estimate, message) pairs: an unknown model or
    // accelerator, a number format or layout the model and part cannot take.
    std::vector<std::pair<std::string, std::string>> problems(const ThroughputEstimateInput &input,
                                                              const std::string &instanceType,
                                                              int accelerators,
                                                              WorkloadKind kind) const;
    // The accelerator the estimate is for: the one it names, else the instance type's.
    std::string acceleratorOf(const ThroughputEstimateInput &input,
                              const std::string &instanceType) const;

    // An option's `throughput.estimate`: the layout may use the training cluster's
    // accelerators, else the instance's. The option must have one without problems().
    ThroughputEstimateResult estimateFor(const Option &option, WorkloadKind kind) const;

    // For an input without problems().
    ThroughputEstimateResult estimate(const ThroughputEstimateInput &input,
                                      const std::string &instanceType, int accelerators,
                                      WorkloadKind kind) const;

private:
    ThroughputEstimateResult estimateServing(const ThroughputEstimateInput &input,
                                             const std::string &acceleratorId) const;
    ThroughputEstimateResult estimateTraining(const ThroughputEstimateInput &input,
                                              const std::string &acceleratorId,
                                              const std::string &instanceType,
                                              int accelerators) const;
    static void addSmallestTrainingLayout(ThroughputEstimateResult &result,
                                          const TransformerModel &model,
                                          const AcceleratorSpec &spec, TrainingLayout layout,
                                          int accelerators, const TrainingCluster &cluster);
    std::string mostMeasuredEngine(const std::string &acceleratorId, bool training) const;
    void addBand(ThroughputEstimateResult &result) const;
    void addNearest(ThroughputEstimateResult &result, const ThroughputEstimateInput &input,
                    const std::string &acceleratorId, bool training) const;

    const PerformanceCatalog &m_catalog;
    Calibration m_calibration;
    std::vector<HeldOutPoint> m_heldOut; // the calibration's leave-one-out, for the bands
};

} // namespace acceldecide::performance
