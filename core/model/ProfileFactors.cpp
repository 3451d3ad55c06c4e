#include "core/model/ProfileFactors.h"

#include <array>

namespace acceldecide {

namespace {

// Each list is in the order of its enum in WorkloadProfile.h: WorkloadProfile converts
// between the two by index.
constexpr std::array kArchitecture = std::to_array<FactorChoice>({
    {"standard_transformer", "Standard transformer (HuggingFace-style)"},
    {"custom_ops", "Custom model with standard PyTorch ops"},
    {"custom_cuda_kernels", "Custom model with CUDA kernels"},
    {"triton_kernels", "Triton kernels or custom CUDA extensions"},
    {"multimodal_pipeline", "Multi-modal model with complex pipelines"},
});
constexpr std::array kCloudStrategy = std::to_array<FactorChoice>({
    {"aws_committed", "AWS-committed"},
    {"multi_cloud_required", "Multi-cloud required"},
    {"on_premises", "On-premises"},
});
constexpr std::array kTeamExpertise = std::to_array<FactorChoice>({
    {"neuron_experienced", "Prior Neuron SDK experience"},
    {"willing_to_learn_neuron", "Limited CUDA, willing to learn Neuron SDK"},
    {"deep_cuda", "Deep CUDA investment"},
});
constexpr std::array kWorkloadPattern = std::to_array<FactorChoice>({
    {"sustained", "Long-running, predictable training"},
    {"bursty", "Bursty experimentation"},
    {"one_off", "A single one-off run"},
});
constexpr std::array kWorkloadType = std::to_array<FactorChoice>({
    {"language", "NLP / LLM"},
    {"vision", "Computer vision"},
    {"reinforcement_learning", "Reinforcement learning"},
    {"mixed", "Mixed (NLP + CV + RL)"},
});
constexpr std::array kInferenceLatency = std::to_array<FactorChoice>({
    {"none", "No serving on this infrastructure"},
    {"cost_per_token", "Cost-per-token optimized (latency-tolerant)"},
    {"latency_sensitive", "Latency-sensitive real-time"},
});
constexpr std::array kCommitment = std::to_array<FactorChoice>({
    {"willing", "Willing to commit 1-3 years"},
    {"on_demand", "Prefer on-demand flexibility"},
});
constexpr std::array kTrainingBudget = std::to_array<FactorChoice>({
    {"constrained", "Budget-constrained"},
    {"flexible", "Budget-flexible"},
});
constexpr std::array kGpuCapacity = std::to_array<FactorChoice>({
    {"available", "GPUs obtainable"},
    {"constrained", "GPUs constrained in your region"},
});

constexpr std::array kFactors = std::to_array<ProfileFactor>({
    {"model_params_billion",
     "Model size",
     "Model size in billions of parameters (seed 001: 70B+ favours Trainium3, under 10B "
     "favours H100). Unanswered: the workload's model size.",
     FactorKind::Number,
     "B params",
     {}},
    {"monthly_training_spend_usd",
     "Monthly training spend",
     "Monthly training spend (seed 000: > $100K leans Trainium, < $30K leans H100). "
     "Unanswered: the baseline's monthly compute cost for a training workload.",
     FactorKind::Number,
     "$/month",
     {}},
    {"architecture",
     "Model architecture",
     "Model architecture (seed 000: standard transformers lean Trainium; custom "
     "architectures with CUDA kernels lean H100). Also picks the porting estimate.",
     FactorKind::Choice,
     {},
     kArchitecture},
    {"migration_budget_weeks",
     "Migration budget (time)",
     "Weeks you can spend on migration (seed 000: can absorb 4-8 weeks leans Trainium; need "
     "production in < 4 weeks leans H100).",
     FactorKind::Number,
     "weeks",
     {}},
    {"cloud_strategy",
     "Cloud strategy",
     "Cloud strategy (seed 000: AWS-committed leans Trainium; multi-cloud leans H100). "
     "Multi-cloud or on-premises excludes Trainium (seed 001).",
     FactorKind::Choice,
     {},
     kCloudStrategy},
    {"team_expertise",
     "Team expertise",
     "Team expertise (seed 000: willing to learn Neuron SDK leans Trainium; deep CUDA "
     "investment leans H100).",
     FactorKind::Choice,
     {},
     kTeamExpertise},
    {"workload_pattern",
     "Workload pattern",
     "Workload pattern (seed 000: long-running, predictable training leans Trainium; bursty "
     "experimentation leans H100).",
     FactorKind::Choice,
     {},
     kWorkloadPattern},
    {"workload_type",
     "Workload type",
     "Workload type (seed 001: NLP / LLM pre-training favours Trainium3; CV / RL / mixed "
     "favours H100).",
     FactorKind::Choice,
     {},
     kWorkloadType},
    {"inference_latency",
     "Inference requirements",
     "Inference requirements (seed 000: cost-per-token optimized leans Trainium; "
     "latency-sensitive real-time leans H100).",
     FactorKind::Choice,
     {},
     kInferenceLatency},
    {"time_horizon_months",
     "Time horizon",
     "Months on this infrastructure (seed 000: 2+ years leans Trainium; < 1 year or "
     "uncertain leans H100). Unanswered: the scenario's horizon.",
     FactorKind::Number,
     "months",
     {}},
    {"commitment",
     "Reserved instance commitment",
     "Reserved instance commitment (seed 000: willing to commit 1-3 years leans Trainium; "
     "prefer on-demand flexibility leans H100).",
     FactorKind::Choice,
     {},
     kCommitment},
    {"training_budget",
     "Training budget",
     "Training budget (seed 001: budget-constrained favours Trainium3; budget-flexible "
     "favours H100).",
     FactorKind::Choice,
     {},
     kTrainingBudget},
    {"gpu_capacity",
     "GPU availability",
     "GPU availability in your region (seed 002: when GPUs are constrained, AWS-controlled "
     "Trainium supply is often more obtainable).",
     FactorKind::Choice,
     {},
     kGpuCapacity},
});

} // namespace

std::span<const ProfileFactor> ProfileFactors::all()
{
    return kFactors;
}

const ProfileFactor *ProfileFactors::find(std::string_view id)
{
    for (const ProfileFactor &factor : kFactors) {
        if (factor.id == id)
            return &factor;
    }
    return nullptr;
}

int ProfileFactors::choiceIndex(const ProfileFactor &factor, std::string_view choice)
{
    for (std::size_t i = 0; i < factor.choices.size(); ++i) {
        if (factor.choices[i].id == choice)
            return static_cast<int>(i);
    }
    return -1;
}

} // namespace acceldecide
