#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace acceldecide {

// The team's situation described once, in the terms of seed 001's decision matrix and
// seed 000's practical decision checklist (scenario JSON section `profile`). Every
// factor is optional: an unanswered one leaves its criteria unscored and its checklist
// item unticked. ProfileFactors describes the factors generically (ids, wording,
// choices) for the parser, the writer and the GUI form.

enum class Architecture
{
    StandardTransformer,
    CustomOps,
    CustomCudaKernels,
    TritonKernels,
    MultimodalPipeline
};

enum class CloudStrategy
{
    AwsCommitted,
    MultiCloudRequired,
    OnPremises
};

enum class TeamExpertise
{
    NeuronExperienced,
    WillingToLearnNeuron,
    DeepCuda
};

enum class WorkloadPattern
{
    Sustained,
    Bursty,
    OneOff
};

enum class WorkloadType
{
    Language,
    Vision,
    ReinforcementLearning,
    Mixed
};

enum class InferenceLatency
{
    None,
    CostPerToken,
    LatencySensitive
};

enum class CommitmentWillingness
{
    Willing,
    OnDemand
};

enum class TrainingBudget
{
    Constrained,
    Flexible
};

enum class GpuCapacity
{
    Available,
    Constrained
};

// A score the user set by hand in place of the one the profile derives.
struct ScoreOverride
{
    std::string criterion;
    std::string option;
    int score = 3;

    friend bool operator==(const ScoreOverride &, const ScoreOverride &) = default;
};

// One factor's answer in generic form: a number, or the id of a choice.
struct ProfileAnswer
{
    std::optional<double> number;
    std::string choice;

    // In words, as the answer to `factor`: a choice's label, or the number with its unit.
    std::string inWords(std::string_view factor) const;

    friend bool operator==(const ProfileAnswer &, const ProfileAnswer &) = default;
};

struct WorkloadProfile
{
    static constexpr std::string_view kDefaultMatrix = "seed001-decision-matrix";

    // The criteria preset whose rules fill the matrix (CriteriaPresets id).
    std::optional<std::string> matrix;
    std::optional<double> modelParamsBillion;
    std::optional<double> monthlyTrainingSpendUsd;
    std::optional<Architecture> architecture;
    std::optional<double> migrationBudgetWeeks;
    std::optional<CloudStrategy> cloudStrategy;
    std::optional<TeamExpertise> teamExpertise;
    std::optional<WorkloadPattern> workloadPattern;
    std::optional<WorkloadType> workloadType;
    std::optional<InferenceLatency> inferenceLatency;
    std::optional<double> timeHorizonMonths;
    std::optional<CommitmentWillingness> commitment;
    std::optional<TrainingBudget> trainingBudget;
    std::optional<GpuCapacity> gpuCapacity;
    std::vector<ScoreOverride> overrides;

    std::string_view matrixId() const
    {
        return matrix ? std::string_view(*matrix) : kDefaultMatrix;
    }

    // Generic access by factor id (ProfileFactors): nullopt when unanswered or unknown.
    std::optional<ProfileAnswer> answer(std::string_view factor) const;
    // Sets (or with nullopt clears) a factor. False, changing nothing, when the factor is
    // unknown, a number is given for a choice factor (or the reverse), or the choice id
    // is not one of the factor's choices.
    bool setAnswer(std::string_view factor, const std::optional<ProfileAnswer> &answer);

    // The override for this cell, if the user set one.
    const ScoreOverride *findOverride(std::string_view criterion, std::string_view option) const;

    friend bool operator==(const WorkloadProfile &, const WorkloadProfile &) = default;
};

} // namespace acceldecide
