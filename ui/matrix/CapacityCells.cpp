#include "ui/matrix/CapacityCells.h"

#include "ui/profile/ProfileCells.h"
#include "ui/widgets/Qs.h"

#include <QFont>
#include <QStringList>

namespace acceldecide::ui {

CapacityCells::CapacityCells(const Evaluation *evaluation) : m_evaluation(evaluation) {}

const OptionAvailability *CapacityCells::availabilityOf(const std::string &optionId) const
{
    const OptionResult *result = m_evaluation ? m_evaluation->option(optionId) : nullptr;
    return result ? &result->availability : nullptr;
}

QVariant CapacityCells::data(const std::string &optionId, int role) const
{
    switch (role) {
    case Qt::DisplayRole:
    case Qt::EditRole: {
        const OptionAvailability *availability = availabilityOf(optionId);
        return availability ? QVariant(availability->score) : QVariant();
    }
    case Qt::FontRole: {
        QFont font;
        font.setItalic(true);
        return font;
    }
    case Qt::BackgroundRole:
        return ProfileCells::tint(ProfileCells::Source::Derived);
    default:
        return {};
    }
}

QString CapacityCells::toolTip(const std::string &optionId) const
{
    QStringList lines{tr("Scored from the capacity facts (sales rules, service quotas, the "
                         "purchase model); the option's warnings cite them.")};
    if (const OptionAvailability *availability = availabilityOf(optionId)) {
        lines << tr("%1: %2").arg(availability->score).arg(qs(availability->reason));
        for (const std::string &check : availability->checks)
            lines << tr("Check: %1").arg(qs(check));
    }
    return lines.join(QLatin1Char('\n'));
}

} // namespace acceldecide::ui
