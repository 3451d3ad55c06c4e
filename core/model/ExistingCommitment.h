#pragma once

#include "core/model/CommitmentPlan.h"

#include <optional>
#include <string>

namespace acceldecide {

// A savings plan or reservation the team already holds when the decision is made. It is
// owed whatever the team decides, so its charges are the same in every option; what
// differs is which options it covers: a Compute plan any EC2 instance, an EC2 Instance
// plan one instance family, a reservation one instance type. An option it cannot cover
// leaves it stranded: paid, unused.
struct ExistingCommitment
{
    std::string id;
    CommitmentKind kind = CommitmentKind::SavingsPlan;
    SavingsPlanType plan = SavingsPlanType::Compute;       // savings plans only
    OfferingClass offeringClass = OfferingClass::Standard; // reservations only
    // A savings plan's committed spend per hour; for a reservation, its hourly charge
    // when no option prices its instance type.
    std::optional<double> usdPerHour;
    std::optional<double> instances; // reservations: a whole number
    // The instance type a reservation is for, or whose family an EC2 Instance plan
    // covers; optional for a Compute plan.
    std::string instanceType;
    double discountPercent = 0.0;
    int monthsRemaining = 0;
    // Its term and payment option, where stated: they choose the catalog's Compute Savings
    // Plan rate a held Compute plan covers an option at (db::HeldRateResolver).
    std::optional<int> termYears; // 1 or 3
    std::optional<PaymentOption> payment;
    // A convertible reservation the team will exchange for one of the option's family
    // (EC2 User Guide, "Exchange Convertible Reserved Instances": for one of equal or
    // greater value): its charge then buys that family's reservation hours. Unset: where
    // the catalog has a convertible offer for the option's family, yes (catalog
    // resolution says so per option, Option::heldCatalogTerms); otherwise no.
    std::optional<bool> exchange;

    friend bool operator==(const ExistingCommitment &, const ExistingCommitment &) = default;
};

// The family an instance type belongs to: "p5" for "p5.48xlarge".
std::string instanceFamily(const std::string &instanceType);

} // namespace acceldecide
