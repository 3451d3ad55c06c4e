#include "core/io/ScenarioInterruptionParser.h"

namespace acceldecide {

void ScenarioInterruptionParser::read(const json &purchase, const std::string &path,
                                      std::optional<PurchaseModel> model, Purchase &p)
{
    const json *member =
        m_validator.member(purchase, path, "interruption", JsonValidator::Need::Optional);
    if (!member)
        return;
    const std::string here = path + ".interruption";
    if (model && *model != PurchaseModel::Spot) {
        m_validator.fail(here, std::string("not allowed with purchase model \"") +
                                   toString(*model) + "\" (only spot)");
        return;
    }
    const json *object = m_validator.asObject(*member, here);
    if (!object)
        return;
    m_validator.allowOnly(*object, here, {"from_catalog", "checkpoint_minutes", "restart_minutes"});
    SpotInterruption interruption;
    interruption.checkpointMinutes =
        m_validator.number(*object, here, "checkpoint_minutes", JsonValidator::Need::Optional);
    interruption.restartMinutes =
        m_validator.number(*object, here, "restart_minutes", JsonValidator::Need::Optional);
    const std::optional<bool> fromCatalog =
        m_validator.boolean(*object, here, "from_catalog", JsonValidator::Need::Required);
    if (fromCatalog && !*fromCatalog)
        m_validator.fail(here + ".from_catalog",
                         "must be true (to type the overhead, set "
                         "purchase.interruption_overhead_percent instead), got false");
    if (purchase.contains("interruption_overhead_percent"))
        m_validator.fail(path + ".interruption_overhead_percent",
                         "not allowed with interruption.from_catalog (the catalog's "
                         "interruption bucket prices the overhead)");
    if (!m_state.options().catalogAvailable)
        m_validator.fail(here + ".from_catalog",
                         "needs a catalog (--database) holding the AWS Spot Instance Advisor's "
                         "data (catalog import --format aws-spot-advisor)");
    p.interruption = interruption;
}

void ScenarioInterruptionParser::checkProvider(const std::string &optionPath, const Option &option)
{
    if (option.purchase.interruption && !option.billedByAws())
        m_validator.fail(optionPath + ".purchase.interruption.from_catalog",
                         "the catalog's interruption buckets are the AWS Spot Instance "
                         "Advisor's, for AWS Spot capacity; this option's provider is " +
                             JsonValidator::quote(*option.provider) +
                             " (set purchase.interruption_overhead_percent instead)");
}

} // namespace acceldecide
