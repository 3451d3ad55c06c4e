#include "core/model/Scenario.h"

#include "core/model/EnumNames.h"

#include <algorithm>
#include <array>
#include <utility>

namespace acceldecide {

namespace {

using enumnames::lookup;
using enumnames::nameOf;

constexpr std::array<std::pair<WorkloadKind, const char *>, 3> kWorkloadKinds{{
    {WorkloadKind::Training, "training"},
    {WorkloadKind::Inference, "inference"},
    {WorkloadKind::Capacity, "capacity"},
}};

constexpr std::array<std::pair<Stack, const char *>, 2> kStacks{{
    {Stack::Neuron, "neuron"},
    {Stack::Cuda, "cuda"},
}};

constexpr std::array<std::pair<AcceleratorUnit, const char *>, 4> kAcceleratorUnits{{
    {AcceleratorUnit::Chip, "chip"},
    {AcceleratorUnit::Gpu, "gpu"},
    {AcceleratorUnit::NeuronCore, "neuron_core"},
    {AcceleratorUnit::UltraServer, "ultraserver"},
}};

constexpr std::array<std::pair<AcceleratorUnit, const char *>, 4> kAcceleratorUnitLabels{{
    {AcceleratorUnit::Chip, "chip"},
    {AcceleratorUnit::Gpu, "GPU"},
    {AcceleratorUnit::NeuronCore, "NeuronCore"},
    {AcceleratorUnit::UltraServer, "UltraServer"},
}};

constexpr std::array<std::pair<PurchaseModel, const char *>, 8> kPurchaseModels{{
    {PurchaseModel::OnDemand, "on_demand"},
    {PurchaseModel::SavingsPlan1y, "savings_plan_1y"},
    {PurchaseModel::SavingsPlan3y, "savings_plan_3y"},
    {PurchaseModel::Reserved1y, "reserved_1y"},
    {PurchaseModel::Reserved3y, "reserved_3y"},
    {PurchaseModel::Spot, "spot"},
    {PurchaseModel::Effective, "effective"},
    {PurchaseModel::CapacityBlock, "capacity_block"},
}};

constexpr std::array<std::pair<PaymentOption, const char *>, 3> kPaymentOptions{{
    {PaymentOption::NoUpfront, "no_upfront"},
    {PaymentOption::PartialUpfront, "partial_upfront"},
    {PaymentOption::AllUpfront, "all_upfront"},
}};

} // namespace

PurchaseModel Commitment::purchaseModel() const
{
    const bool threeYears = termYears == 3;
    if (kind == CommitmentKind::SavingsPlan)
        return threeYears ? PurchaseModel::SavingsPlan3y : PurchaseModel::SavingsPlan1y;
    return threeYears ? PurchaseModel::Reserved3y : PurchaseModel::Reserved1y;
}

int Scenario::optionIndex(std::string_view id) const
{
    for (std::size_t i = 0; i < options.size(); ++i) {
        if (options[i].id == id)
            return static_cast<int>(i);
    }
    return -1;
}

const char *toString(WorkloadKind kind)
{
    return nameOf(kWorkloadKinds, kind);
}
const char *toString(Stack stack)
{
    return nameOf(kStacks, stack);
}
const char *toString(PurchaseModel model)
{
    return nameOf(kPurchaseModels, model);
}

const char *purchaseModelLabel(PurchaseModel model)
{
    switch (model) {
    case PurchaseModel::OnDemand:
        return "On-demand";
    case PurchaseModel::SavingsPlan1y:
        return "Savings plan 1 y";
    case PurchaseModel::SavingsPlan3y:
        return "Savings plan 3 y";
    case PurchaseModel::Reserved1y:
        return "Reserved 1 y";
    case PurchaseModel::Reserved3y:
        return "Reserved 3 y";
    case PurchaseModel::Spot:
        return "Spot";
    case PurchaseModel::Effective:
        return "Effective rate";
    case PurchaseModel::CapacityBlock:
        return "Capacity Block";
    }
    return "";
}

const char *toString(PaymentOption payment)
{
    return nameOf(kPaymentOptions, payment);
}

std::optional<PaymentOption> paymentOptionFromString(const std::string &text)
{
    return lookup(kPaymentOptions, text);
}

std::optional<WorkloadKind> workloadKindFromString(const std::string &text)
{
    return lookup(kWorkloadKinds, text);
}

const char *toString(AcceleratorUnit unit)
{
    return nameOf(kAcceleratorUnits, unit);
}

const char *acceleratorUnitLabel(AcceleratorUnit unit)
{
    return nameOf(kAcceleratorUnitLabels, unit);
}

std::optional<AcceleratorUnit> acceleratorUnitFromString(const std::string &text)
{
    return lookup(kAcceleratorUnits, text);
}

AcceleratorUnit unitOf(const Option &option)
{
    if (option.acceleratorUnit)
        return *option.acceleratorUnit;
    return option.stack == Stack::Cuda ? AcceleratorUnit::Gpu : AcceleratorUnit::Chip;
}

bool Option::billedByAws() const
{
    if (!provider)
        return true;
    std::string lower = *provider;
    for (char &c : lower)
        c = char(c >= 'A' && c <= 'Z' ? c - 'A' + 'a' : c);
    return lower == "aws";
}

double privateDiscountPercentOf(const Scenario &scenario, const Option &option)
{
    if (!option.billedByAws())
        return 0.0;
    return option.privateDiscountPercent.value_or(scenario.privateDiscountPercent);
}

bool creditApplies(const Credit &credit, const Option &option)
{
    if (!option.billedByAws())
        return false;
    switch (credit.scope) {
    case CreditScope::All:
        return true;
    case CreditScope::Neuron:
        return option.stack == Stack::Neuron;
    case CreditScope::Cuda:
        return option.stack == Stack::Cuda;
    case CreditScope::Options:
        return std::find(credit.optionIds.begin(), credit.optionIds.end(), option.id) !=
               credit.optionIds.end();
    }
    return false;
}

std::optional<Stack> stackFromString(const std::string &text)
{
    return lookup(kStacks, text);
}

std::optional<PurchaseModel> purchaseModelFromString(const std::string &text)
{
    return lookup(kPurchaseModels, text);
}

} // namespace acceldecide
