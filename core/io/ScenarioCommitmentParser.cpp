#include "core/io/ScenarioCommitmentParser.h"

#include "core/model/HeldCommitments.h"

#include <utility>

namespace acceldecide {

namespace {

using json = nlohmann::json;
using Need = JsonValidator::Need;

} // namespace

void ScenarioCommitmentParser::readCommitment(const json &value, const std::string &path,
                                              Option &option,
                                              std::optional<PurchaseModel> purchaseModel)
{
    const json *object = m_validator.asObject(value, path);
    if (!object)
        return;
    m_validator.allowOnly(*object, path,
                          {"type", "term_years", "payment", "usd_per_hour", "instances",
                           "discount_percent", "other_term_discount_percent", "plan",
                           "offering_class", "renewal", "start_month"});
    const std::size_t before = m_validator.errorCount();
    // One discount per option: the commitment's, billed hour by hour.
    if (purchaseModel && *purchaseModel != PurchaseModel::OnDemand)
        m_validator.fail(path, std::string("needs purchase model \"on_demand\": the commitment "
                                           "replaces the flat discount of \"") +
                                   toString(*purchaseModel) + "\"");
    Commitment commitment;
    std::optional<CommitmentKind> kind;
    if (auto text = m_validator.string(*object, path, "type", Need::Required)) {
        kind = commitmentKindFromString(*text);
        if (kind)
            commitment.kind = *kind;
        else
            m_validator.fail(path + ".type", "must be \"savings_plan\" or \"reserved\", got " +
                                                 JsonValidator::quote(*text));
    }
    if (auto years = m_validator.integer(*object, path, "term_years", Need::Required)) {
        if (*years == 1 || *years == 3)
            commitment.termYears = *years;
        else
            m_validator.fail(path + ".term_years", "must be 1 or 3, got " + std::to_string(*years));
    }
    if (auto text = m_validator.string(*object, path, "payment", Need::Optional)) {
        if (auto payment = paymentOptionFromString(*text))
            commitment.payment = *payment;
        else
            m_validator.fail(
                path + ".payment",
                "must be \"no_upfront\", \"partial_upfront\" or \"all_upfront\", got " +
                    JsonValidator::quote(*text));
    }
    readCommitmentAmounts(*object, path, kind, commitment);
    if (auto renewal = m_state.readChoice(*object, path, "renewal", &renewalPolicyFromString,
                                          renewalPolicyChoices(), std::nullopt, {}))
        commitment.renewal = *renewal;
    if (auto start = m_validator.integer(*object, path, "start_month", Need::Optional)) {
        const int horizon = m_state.scenario().horizonMonths;
        if (*start > horizon)
            m_validator.fail(path + ".start_month", "must be at most horizon_months (" +
                                                        std::to_string(horizon) + "), got " +
                                                        std::to_string(*start));
        else
            commitment.startMonth = *start;
    }
    if (m_validator.errorCount() == before)
        option.commitment = commitment;
}

// How much the commitment covers, at what discount, under which plan or offering class.
void ScenarioCommitmentParser::readCommitmentAmounts(const json &object, const std::string &path,
                                                     std::optional<CommitmentKind> kind,
                                                     Commitment &commitment)
{
    // A savings plan commits dollars per hour, a reservation whole instances.
    const bool savingsPlan = kind == CommitmentKind::SavingsPlan;
    const bool reserved = kind == CommitmentKind::Reserved;
    const auto forbid = [&](std::string_view key, std::string_view why) {
        if (object.contains(key))
            m_validator.fail(path + "." + std::string(key), std::string(why));
    };
    if (reserved)
        forbid("usd_per_hour", "not allowed for a reserved commitment (it commits instances)");
    else if (auto usd = m_validator.number(object, path, "usd_per_hour",
                                           savingsPlan ? Need::Required : Need::Optional))
        commitment.usdPerHour = *usd;
    if (savingsPlan)
        forbid("instances", "not allowed for a savings plan (it commits usd_per_hour)");
    else if (auto instances = m_validator.integer(object, path, "instances",
                                                  reserved ? Need::Required : Need::Optional))
        commitment.instances = *instances;
    const bool catalog = m_state.options().catalogAvailable;
    if (auto discount = m_validator.number(object, path, "discount_percent",
                                           catalog ? Need::Optional : Need::Required))
        commitment.discountPercent = *discount;
    else if (catalog && !object.contains("discount_percent"))
        commitment.discountFromCatalog = true;
    commitment.otherTermDiscountPercent =
        m_validator.number(object, path, "other_term_discount_percent", Need::Optional);
    if (auto plan = m_state.readPlan(object, path, kind ? std::optional(savingsPlan) : std::nullopt,
                                     "savings plans")) {
        commitment.plan = *plan;
        if (*plan == SavingsPlanType::SageMaker)
            m_validator.fail(path + ".plan", ScenarioParseState::sageMakerRefusal());
    }
    if (auto offeringClass = m_state.readOfferingClass(
            object, path, kind ? std::optional(reserved) : std::nullopt, "reservations"))
        commitment.offeringClass = *offeringClass;
}

void ScenarioCommitmentParser::readHorizonTreatment(const json &root)
{
    if (auto treatment =
            m_state.readChoice(root, "", "horizon_treatment", &horizonTreatmentFromString,
                               horizonTreatmentChoices(), std::nullopt, {}))
        m_scenario.horizonTreatment = *treatment;
}

void ScenarioCommitmentParser::readExistingCommitments(const json &root)
{
    const json *member = m_validator.member(root, "", "existing_commitments", Need::Optional);
    const json *list = member ? m_validator.asArray(*member, "existing_commitments") : nullptr;
    if (!list)
        return;
    // The cost model keeps held commitments in a fixed array (no allocation per Monte
    // Carlo sample); a team holding more can sum plans of the same type.
    constexpr std::size_t kMaxHeld = HeldCommitments::kMax;
    if (list->size() > kMaxHeld) {
        m_validator.fail("existing_commitments", "at most " + std::to_string(kMaxHeld) +
                                                     " are supported, got " +
                                                     std::to_string(list->size()));
        return;
    }
    std::map<std::string, std::size_t> ids;
    for (std::size_t i = 0; i < list->size(); ++i)
        readExistingCommitment((*list)[i], i, ids);
}

void ScenarioCommitmentParser::readExistingCommitment(const json &value, std::size_t index,
                                                      std::map<std::string, std::size_t> &ids)
{
    const std::string path = JsonValidator::element("existing_commitments", index);
    const json *object = m_validator.asObject(value, path);
    if (!object)
        return;
    m_validator.allowOnly(*object, path,
                          {"id", "type", "plan", "offering_class", "usd_per_hour", "instances",
                           "instance_type", "discount_percent", "months_remaining", "term_years",
                           "payment", "exchange"});
    const std::size_t before = m_validator.errorCount();
    ExistingCommitment held;
    if (auto id = m_state.readListId(*object, path, "existing_commitments", index, ids))
        held.id = std::move(*id);
    std::optional<CommitmentKind> kind;
    if (auto text = m_validator.string(*object, path, "type", Need::Required)) {
        kind = commitmentKindFromString(*text);
        if (kind)
            held.kind = *kind;
        else
            m_validator.fail(path + ".type", "must be \"savings_plan\" or \"reserved\", got " +
                                                 JsonValidator::quote(*text));
    }
    const bool savingsPlan = kind == CommitmentKind::SavingsPlan;
    const bool reserved = kind == CommitmentKind::Reserved;
    if (auto plan = m_state.readPlan(
            *object, path, kind ? std::optional(savingsPlan) : std::nullopt, "savings plans"))
        held.plan = *plan;
    if (auto offeringClass = m_state.readOfferingClass(
            *object, path, kind ? std::optional(reserved) : std::nullopt, "reservations"))
        held.offeringClass = *offeringClass;
    readHeldAmounts(*object, path, kind, held);
    readHeldTerm(*object, path, held);
    if (auto exchange = m_validator.boolean(*object, path, "exchange", Need::Optional)) {
        held.exchange = *exchange;
        // AWS exchanges convertible reservations only; a standard one stays stranded.
        if (*exchange && !(reserved && held.offeringClass == OfferingClass::Convertible))
            m_validator.fail(
                path + ".exchange",
                "only a convertible reservation can be exchanged (AWS); this is " +
                    std::string(reserved ? "a standard reservation" : "not a reservation"));
    }
    if (m_validator.errorCount() == before)
        m_scenario.existingCommitments.push_back(std::move(held));
}

// The term and payment option a held commitment was bought with, where stated: they choose
// the catalog's Compute Savings Plan rate (db::HeldRateResolver). A term cannot have more
// months left than it lasts.
void ScenarioCommitmentParser::readHeldTerm(const json &object, const std::string &path,
                                            ExistingCommitment &held)
{
    if (auto years = m_validator.integer(object, path, "term_years", Need::Optional)) {
        if (*years != 1 && *years != 3)
            m_validator.fail(path + ".term_years", "must be 1 or 3, got " + std::to_string(*years));
        else if (held.monthsRemaining > *years * 12)
            m_validator.fail(path + ".months_remaining",
                             "must be <= " + std::to_string(*years * 12) + " for a " +
                                 std::to_string(*years) + "-year term, got " +
                                 std::to_string(held.monthsRemaining));
        else
            held.termYears = int(*years);
    }
    if (auto text = m_validator.string(object, path, "payment", Need::Optional)) {
        if (auto payment = paymentOptionFromString(*text))
            held.payment = *payment;
        else
            m_validator.fail(
                path + ".payment",
                "must be \"no_upfront\", \"partial_upfront\" or \"all_upfront\", got " +
                    JsonValidator::quote(*text));
    }
}

// What a held commitment covers, at what discount, for how much longer.
void ScenarioCommitmentParser::readHeldAmounts(const json &object, const std::string &path,
                                               std::optional<CommitmentKind> kind,
                                               ExistingCommitment &held)
{
    const bool savingsPlan = kind == CommitmentKind::SavingsPlan;
    const bool reserved = kind == CommitmentKind::Reserved;
    held.usdPerHour = m_validator.number(object, path, "usd_per_hour",
                                         savingsPlan ? Need::Required : Need::Optional);
    if (savingsPlan) {
        if (object.contains("instances"))
            m_validator.fail(path + ".instances",
                             "not allowed for a savings plan (it commits usd_per_hour)");
    } else if (auto instances = m_validator.integer(object, path, "instances",
                                                    reserved ? Need::Required : Need::Optional)) {
        held.instances = *instances;
    }
    if (auto type = m_validator.string(object, path, "instance_type", Need::Optional))
        held.instanceType = std::move(*type);
    // A reservation is for one instance type, an EC2 Instance plan for one family:
    // without it there is no telling what they cover.
    const bool needsType = reserved || (savingsPlan && held.plan == SavingsPlanType::Ec2Instance);
    if (needsType && held.instanceType.empty() && !object.contains("instance_type"))
        m_validator.fail(path + ".instance_type",
                         std::string("required for ") +
                             (reserved ? "a reservation (the instance type it reserves)"
                                       : "an EC2 Instance Savings Plan (its family)"));
    if (auto discount = m_validator.number(object, path, "discount_percent", Need::Required))
        held.discountPercent = *discount;
    if (auto months = m_validator.integer(object, path, "months_remaining", Need::Required))
        held.monthsRemaining = *months;
    if (reserved && !held.usdPerHour && !held.instanceType.empty()) {
        bool priced = false;
        for (const Option &option : m_scenario.options)
            priced = priced || (option.instanceType == held.instanceType &&
                                (option.instanceHourlyUsd || m_state.options().catalogAvailable));
        if (!priced)
            m_validator.fail(path + ".usd_per_hour",
                             "required: no option prices instance type " +
                                 JsonValidator::quote(held.instanceType) +
                                 ", so the reservation's hourly charge is unknown");
    }
}

} // namespace acceldecide
