#include "ui/commitment/CreditsDelegate.h"

#include <QDoubleSpinBox>

namespace acceldecide::ui {

CreditsDelegate::CreditsDelegate(QObject *parent) : ScenarioEntriesDelegate(parent) {}

void CreditsDelegate::configureSpinBox(QDoubleSpinBox *spin, const FieldRange &,
                                       const QModelIndex &) const
{
    // The amount is the table's only fractional number.
    spin->setSingleStep(1000.0);
    spin->setPrefix(QStringLiteral("$ "));
}

} // namespace acceldecide::ui
