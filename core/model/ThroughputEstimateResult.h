#pragma once

#include <optional>
#include <string>

namespace acceldecide {

// The measurement an estimate is closest to, and how far the estimate is from it.
struct NearestMeasurement
{
    std::string id;
    std::string description; // "H100 SXM, TensorRT-LLM 1.0, Llama 3.3 70B FP8, TP2, 1000/1000"
    double measured = 0.0;   // in its own metric
    double predicted = 0.0;  // the calibrated estimator's figure for that setup
    std::string metric;
    bool teamOwn = false; // the team's own measurement, not a published one
    double percentOff() const
    {
        return measured > 0.0 ? (predicted / measured - 1.0) * 100.0 : 0.0;
    }
};

// Where one training step's time goes, per accelerator, in seconds.
struct TrainingStepTimes
{
    double step = 0.0;
    double compute = 0.0;
    double pipelineBubble = 0.0;
    double tensorParallel = 0.0;      // the activations' collectives
    double dataParallelExposed = 0.0; // the gradients' all-reduce backward compute leaves
    int dataParallel = 1;
    bool linkKnown = true;    // false: tensor-parallel traffic is not counted
    bool networkKnown = true; // false: traffic between instances is not counted
    std::string optimizer;    // "mixed-precision Adam, 16 bytes a parameter, ..."
};

// What the throughput model says about an option: the figure the cost engine uses, the
// band its calibration error gives, what bounds it, the latencies, the memory it needs,
// and the measurements it was calibrated on.
struct ThroughputEstimateResult
{
    double tokensPerSecPerAccelerator = 0.0;
    double lowTokensPerSec = 0.0; // the calibration's held-out error band
    double highTokensPerSec = 0.0;
    std::string bottleneck; // "memory", "compute"
    bool training = false;
    int concurrency = 0; // serving: the requests the figure is at
    double timeToFirstTokenMs = 0.0;
    double msPerOutputToken = 0.0;
    std::optional<double> impliedMfuPercent; // training: as the seeds count it
    bool fits = true;
    double neededGb = 0.0;    // per accelerator
    double availableGb = 0.0; // per accelerator
    std::optional<int> smallestFittingTensorParallel;
    std::optional<int> smallestFittingPipelineParallel; // training
    std::optional<TrainingStepTimes> trainingStep;
    std::string calibrationScope; // "h100-sxm on tensorrt-llm"
    int calibrationPoints = 0;
    int calibrationTeamPoints = 0; // of those, the team's own measurements
    double computeEfficiency = 1.0;
    double memoryEfficiency = 1.0;
    double layerOverheadUs = 0.0;
    std::optional<NearestMeasurement> nearest;
};

} // namespace acceldecide
