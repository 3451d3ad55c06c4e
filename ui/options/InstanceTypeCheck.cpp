#include "ui/options/InstanceTypeCheck.h"

#include "ui/options/OptionColumns.h"
#include "ui/widgets/Qs.h"

#include "core/text/NearestMatch.h"

#include <algorithm>

namespace acceldecide::ui {

void InstanceTypeCheck::setKnown(const QStringList &instanceTypes)
{
    m_known.clear();
    for (const QString &type : instanceTypes)
        m_known.push_back(type.toStdString());
}

QString InstanceTypeCheck::warning(const std::string &instanceType) const
{
    if (m_known.empty() || instanceType.empty())
        return {};
    const auto same = [&](const std::string &known) {
        return NearestMatch::distance(known, instanceType) == 0;
    };
    if (std::any_of(m_known.begin(), m_known.end(), same))
        return {};
    // A name far from every catalog name is the scenario's own (an effective rate from a
    // provider the catalog does not list): only a near miss is worth a warning.
    if (const std::optional<std::string> nearest = NearestMatch::find(instanceType, m_known))
        return OptionColumns::tr("The catalog has no instance type %1. Did you mean %2?")
            .arg(qs(instanceType), qs(*nearest));
    return {};
}

} // namespace acceldecide::ui
