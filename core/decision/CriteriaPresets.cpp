#include "core/decision/CriteriaPresets.h"

#include <array>

namespace acceldecide {

namespace {

// Seed 001's weights are words; the issue maps them Critical = 5, High = 4,
// Medium = 3, Low-Medium = 2.
constexpr double kCritical = 5, kHigh = 4, kMedium = 3, kLowMedium = 2;

constexpr std::array kSeed001 = std::to_array<PresetCriterion>({
    {"model_size", "Model Size", kCritical, "70B+ parameters", "Under 10B parameters"},
    {"training_budget", "Training Budget", kHigh, "Budget-constrained", "Budget-flexible"},
    {"timeline_pressure", "Timeline Pressure", kMedium, "Sustained multi-week runs",
     "Rapid prototyping needed"},
    {"architecture_novelty", "Architecture Novelty", kHigh, "Standard transformers",
     "Custom architectures"},
    {"ecosystem_maturity", "Ecosystem Maturity", kMedium, "AWS-native stack",
     "Multi-framework needed"},
    {"multi_cloud_strategy", "Multi-Cloud Strategy", kHigh, "Single-cloud AWS",
     "Multi-cloud required"},
    {"team_cuda_expertise", "Team CUDA Expertise", kLowMedium, "Limited CUDA experience",
     "Deep CUDA expertise"},
    {"inference_requirements", "Inference Requirements", kMedium, "Latency-tolerant",
     "Low-latency serving"},
    {"workload_type", "Workload Type", kHigh, "NLP / LLM pre-training", "CV / RL / Mixed"},
    {"duration", "Duration", kMedium, "3+ month engagement", "One-off experiments"},
});

// Seed 000's checklist counts ticks, so every item weighs the same.
constexpr std::array kSeed000 = std::to_array<PresetCriterion>({
    {"monthly_training_spend", "Monthly training spend", 1, "> $100K", "< $30K"},
    {"model_architecture", "Model architecture", 1, "Standard transformers",
     "Custom architectures with CUDA kernels"},
    {"migration_budget", "Migration budget (time)", 1, "Can absorb 4-8 weeks",
     "Need production in < 4 weeks"},
    {"cloud_strategy", "Cloud strategy", 1, "AWS-committed", "Multi-cloud or cloud-agnostic"},
    {"team_expertise", "Team expertise", 1, "Willing to learn Neuron SDK", "Deep CUDA investment"},
    {"workload_pattern", "Workload pattern", 1, "Long-running, predictable training",
     "Bursty experimentation"},
    {"inference_requirements", "Inference requirements", 1, "Cost-per-token optimized",
     "Latency-sensitive real-time"},
    {"time_horizon", "Time horizon", 1, "2+ years on this infrastructure", "< 1 year or uncertain"},
    {"reserved_commitment", "Reserved instance commitment", 1, "Willing to commit 1-3 years",
     "Prefer on-demand flexibility"},
});

// Seed 002 weighs its four axes equally and says the porting axis "most often flips
// the decision"; equal weights leave that to the scores.
constexpr std::array kSeed002 = std::to_array<PresetCriterion>({
    {"price_performance", "Price-performance", 5, "~30-50% better per dollar (representative)",
     "Higher cost per unit of training"},
    {"availability", "Availability and capacity", 5,
     "AWS controls supply directly; often more obtainable at scale",
     "Newest GPUs in extreme demand; waitlists"},
    {"porting_effort", "Neuron porting effort", 5,
     "Days-weeks (mainstream) to month+ (heavy custom CUDA)", "Effectively zero"},
    {"ecosystem_maturity", "Ecosystem maturity", 5, "Neuron SDK: narrower, maturing fast",
     "CUDA: deepest ecosystem; day-one support"},
});

constexpr std::array kPresets = std::to_array<CriteriaPreset>({
    {"seed001-decision-matrix", "Trainium3 vs H100 decision matrix (ten factors)",
     "001_d6658a3f68aedc72.txt: AWS Trainium3 vs NVIDIA H100: AI Training Cost and Performance "
     "in 2026",
     "", kSeed001},
    {"seed000-checklist", "Practical decision checklist (nine items)",
     "000_2b4d33f3d2538d63.txt: AWS Trainium vs NVIDIA H100: Cost, Performance, and Migration "
     "Trade-Offs for ML Teams",
     "5+ items in the Trainium column: run a proof-of-concept migration; 5+ in the H100 column: "
     "stay on NVIDIA but evaluate Trainium2",
     kSeed000},
    {"seed002-four-axes", "The four axes (cost, capacity, porting, maturity)",
     "002_b59b6e4fe8c67b84.txt: Trainium vs GPU - which to train on, and why (2026)", "", kSeed002},
});

} // namespace

std::span<const CriteriaPreset> CriteriaPresets::all()
{
    return kPresets;
}

const CriteriaPreset *CriteriaPresets::find(std::string_view id)
{
    for (const CriteriaPreset &preset : kPresets) {
        if (preset.id == id)
            return &preset;
    }
    return nullptr;
}

std::vector<Criterion> CriteriaPresets::instantiate(const CriteriaPreset &preset,
                                                    const std::vector<std::string> &optionIds)
{
    std::vector<Criterion> criteria;
    criteria.reserve(preset.criteria.size());
    for (const PresetCriterion &item : preset.criteria) {
        Criterion criterion{std::string(item.id), std::string(item.label), item.weight, {}, true};
        for (const std::string &id : optionIds)
            criterion.scores[id] = 3;
        criteria.push_back(std::move(criterion));
    }
    return criteria;
}

} // namespace acceldecide
