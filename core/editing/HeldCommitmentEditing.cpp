#include "core/editing/HeldCommitmentEditing.h"

#include "core/model/HeldCommitments.h"

#include <algorithm>
#include <cmath>
#include <utility>

namespace acceldecide {

namespace {

// The instance type of the first option that names one; empty when none does.
std::string firstInstanceType(const Scenario &scenario)
{
    const auto named = std::find_if(scenario.options.begin(), scenario.options.end(),
                                    [](const Option &o) { return !o.instanceType.empty(); });
    return named != scenario.options.end() ? named->instanceType : std::string();
}

} // namespace

std::string HeldCommitmentEditing::freeId(const Scenario &scenario)
{
    for (int n = 1;; ++n) {
        std::string id = "held-" + std::to_string(n);
        const bool taken =
            std::any_of(scenario.existingCommitments.begin(), scenario.existingCommitments.end(),
                        [&](const ExistingCommitment &h) { return h.id == id; });
        if (!taken)
            return id;
    }
}

ExistingCommitment HeldCommitmentEditing::suggested(const Scenario &scenario)
{
    ExistingCommitment held;
    held.id = freeId(scenario);
    held.kind = CommitmentKind::SavingsPlan;
    held.plan = SavingsPlanType::Compute;
    held.usdPerHour = kSuggestedUsdPerHour;
    held.discountPercent = kSuggestedDiscountPercent;
    held.monthsRemaining = kSuggestedMonthsRemaining;
    return held;
}

Expected<void, std::string> HeldCommitmentEditing::add(Scenario &scenario, ExistingCommitment held)
{
    constexpr std::size_t kMax = HeldCommitments::kMax;
    if (scenario.existingCommitments.size() >= kMax)
        return Unexpected{"existing_commitments: at most " + std::to_string(kMax) +
                          " are supported (a team holding more can sum plans of the same type)"};
    scenario.existingCommitments.push_back(std::move(held));
    return {};
}

bool HeldCommitmentEditing::remove(Scenario &scenario, std::size_t index)
{
    if (index >= scenario.existingCommitments.size())
        return false;
    scenario.existingCommitments.erase(scenario.existingCommitments.begin() +
                                       std::ptrdiff_t(index));
    return true;
}

void HeldCommitmentEditing::setKind(ExistingCommitment &held, CommitmentKind kind,
                                    const Scenario &scenario)
{
    if (held.kind == kind)
        return;
    held.kind = kind;
    if (kind == CommitmentKind::Reserved) {
        held.instances = std::max(1.0, std::round(held.instances.value_or(1.0)));
        held.usdPerHour.reset();
        if (held.instanceType.empty())
            held.instanceType = firstInstanceType(scenario);
    } else {
        held.instances.reset();
        if (!held.usdPerHour)
            held.usdPerHour = kSuggestedUsdPerHour;
        if (held.plan == SavingsPlanType::Ec2Instance && held.instanceType.empty())
            held.instanceType = firstInstanceType(scenario);
    }
}

void HeldCommitmentEditing::setPlan(ExistingCommitment &held, SavingsPlanType plan,
                                    const Scenario &scenario)
{
    held.plan = plan;
    if (plan == SavingsPlanType::Ec2Instance && held.instanceType.empty())
        held.instanceType = firstInstanceType(scenario);
}

std::string HeldCommitmentEditing::fieldPath(std::size_t index, std::string_view key)
{
    return "existing_commitments[" + std::to_string(index) + "]." + std::string(key);
}

} // namespace acceldecide
