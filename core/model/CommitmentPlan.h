#pragma once

#include <optional>
#include <string>

namespace acceldecide {

// What kind of commitment AWS sells, and how its terms are decided. Each enum's scenario
// key comes from toString and is read back by the matching ...FromString; the
// ...Choices functions give the valid keys as an error message lists them.

enum class CommitmentKind
{
    SavingsPlan, // $/hour of committed spend
    Reserved     // a number of instances of one type
};

// Which usage a savings plan covers. A Compute Savings Plan applies to any EC2 instance
// family in any region (and to Fargate and Lambda); an EC2 Instance Savings Plan to one
// family in one region; a SageMaker Savings Plan to SageMaker usage only.
enum class SavingsPlanType
{
    Compute,
    Ec2Instance,
    SageMaker
};

// A standard reservation cannot change instance family; a convertible one can be
// exchanged, for a smaller discount.
enum class OfferingClass
{
    Standard,
    Convertible
};

// How a commitment's fee is paid: all of it, about half, or none of it upfront (the rest
// hourly). It chooses the catalog price a discount is taken from.
enum class PaymentOption
{
    NoUpfront,
    PartialUpfront,
    AllUpfront
};

// What happens at a term's end while the horizon goes on. `Optimal` renews only where
// renewing lowers cost, judged with the whole plan in hand; `WhileUsageContinues`
// renews whenever the workload still runs when the term ends; `Never` buys one term.
enum class RenewalPolicy
{
    Optimal,
    WhileUsageContinues,
    Never
};

// What term months past the horizon are worth. `ProjectEnds`: nothing, they are owed
// and wasted. `WorkContinues`: the work goes on after the planning window, so each such
// month is worth what its covered usage would cost on demand.
enum class HorizonTreatment
{
    ProjectEnds,
    WorkContinues
};

const char *toString(CommitmentKind kind);
const char *toString(SavingsPlanType plan);
const char *toString(OfferingClass offeringClass);
const char *toString(RenewalPolicy renewal);
const char *toString(HorizonTreatment treatment);
std::optional<CommitmentKind> commitmentKindFromString(const std::string &text);
std::optional<SavingsPlanType> savingsPlanTypeFromString(const std::string &text);
std::optional<OfferingClass> offeringClassFromString(const std::string &text);
std::optional<RenewalPolicy> renewalPolicyFromString(const std::string &text);
std::optional<HorizonTreatment> horizonTreatmentFromString(const std::string &text);
std::string savingsPlanTypeChoices();
std::string offeringClassChoices();
std::string renewalPolicyChoices();
std::string horizonTreatmentChoices();

// The English name people read ("Compute Savings Plan", "standard reservation").
const char *savingsPlanTypeLabel(SavingsPlanType plan);
const char *offeringClassLabel(OfferingClass offeringClass);

} // namespace acceldecide
