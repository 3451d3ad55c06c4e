#include "core/model/CommitmentPlan.h"

#include "core/model/EnumNames.h"

namespace acceldecide {

namespace {

using enumnames::lookup;
using enumnames::nameOf;
using enumnames::quotedList;

constexpr enumnames::Table<CommitmentKind, 2> kCommitmentKinds{{
    {CommitmentKind::SavingsPlan, "savings_plan"},
    {CommitmentKind::Reserved, "reserved"},
}};

constexpr enumnames::Table<SavingsPlanType, 3> kPlanTypes{{
    {SavingsPlanType::Compute, "compute"},
    {SavingsPlanType::Ec2Instance, "ec2_instance"},
    {SavingsPlanType::SageMaker, "sagemaker"},
}};

constexpr enumnames::Table<OfferingClass, 2> kOfferingClasses{{
    {OfferingClass::Standard, "standard"},
    {OfferingClass::Convertible, "convertible"},
}};

constexpr enumnames::Table<RenewalPolicy, 3> kRenewalPolicies{{
    {RenewalPolicy::Optimal, "optimal"},
    {RenewalPolicy::WhileUsageContinues, "while_usage_continues"},
    {RenewalPolicy::Never, "never"},
}};

constexpr enumnames::Table<HorizonTreatment, 2> kHorizonTreatments{{
    {HorizonTreatment::ProjectEnds, "project_ends"},
    {HorizonTreatment::WorkContinues, "work_continues"},
}};

} // namespace

const char *toString(CommitmentKind kind)
{
    return nameOf(kCommitmentKinds, kind);
}
const char *toString(SavingsPlanType plan)
{
    return nameOf(kPlanTypes, plan);
}
const char *toString(OfferingClass offeringClass)
{
    return nameOf(kOfferingClasses, offeringClass);
}
const char *toString(RenewalPolicy renewal)
{
    return nameOf(kRenewalPolicies, renewal);
}
const char *toString(HorizonTreatment treatment)
{
    return nameOf(kHorizonTreatments, treatment);
}

std::optional<CommitmentKind> commitmentKindFromString(const std::string &text)
{
    return lookup(kCommitmentKinds, text);
}
std::optional<SavingsPlanType> savingsPlanTypeFromString(const std::string &text)
{
    return lookup(kPlanTypes, text);
}
std::optional<OfferingClass> offeringClassFromString(const std::string &text)
{
    return lookup(kOfferingClasses, text);
}
std::optional<RenewalPolicy> renewalPolicyFromString(const std::string &text)
{
    return lookup(kRenewalPolicies, text);
}
std::optional<HorizonTreatment> horizonTreatmentFromString(const std::string &text)
{
    return lookup(kHorizonTreatments, text);
}

std::string savingsPlanTypeChoices()
{
    return quotedList(kPlanTypes);
}
std::string offeringClassChoices()
{
    return quotedList(kOfferingClasses);
}
std::string renewalPolicyChoices()
{
    return quotedList(kRenewalPolicies);
}
std::string horizonTreatmentChoices()
{
    return quotedList(kHorizonTreatments);
}

const char *savingsPlanTypeLabel(SavingsPlanType plan)
{
    switch (plan) {
    case SavingsPlanType::Compute:
        return "Compute Savings Plan";
    case SavingsPlanType::Ec2Instance:
        return "EC2 Instance Savings Plan";
    case SavingsPlanType::SageMaker:
        return "SageMaker Savings Plan";
    }
    return "";
}

const char *offeringClassLabel(OfferingClass offeringClass)
{
    return offeringClass == OfferingClass::Convertible ? "convertible reservation"
                                                       : "standard reservation";
}

} // namespace acceldecide
