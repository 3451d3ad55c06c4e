#include "ui/commitment/CreditsPanel.h"

#include "ui/commitment/CreditsDelegate.h"
#include "ui/commitment/CreditsModel.h"
#include "ui/document/ScenarioDocument.h"
#include "ui/widgets/RangeSpinBox.h"
#include "ui/widgets/RefusedInput.h"

#include "core/model/RangeTable.h"

#include <QAbstractButton>
#include <QTableView>

namespace acceldecide::ui {

namespace {

const FieldRange &privateDiscountRange()
{
    const FieldRange *range = RangeTable::find("private_discount_percent");
    Q_ASSERT(range);
    return *range;
}

} // namespace

CreditsPanel::CreditsPanel(ScenarioDocument *document, QWidget *parent)
    : ScenarioEntriesPanel(Placement::Section, tr("Credits and private pricing"), document, parent),
      m_model(new CreditsModel(document, this)),
      m_discount(new RangeSpinBox(privateDiscountRange(), tr("Private discount"), 1, false, this))
{
    addButton()->setText(tr("Add &credit"));
    addButton()->setToolTip(tr("Add promotional credits the team has on AWS; each month they "
                               "pay the eligible AWS spend until they run out or expire"));
    removeButton()->setText(tr("Remove credit"));
    removeButton()->setToolTip(tr("Remove the selected credit (Undo brings it back)"));
    m_discount->setAccessibleName(tr("Private discount"));
    m_discount->setKeyboardTracking(false);
    addLabelledControl(tr("Private &discount:"), m_discount);

    connect(addButton(), &QAbstractButton::clicked, this, &CreditsPanel::addCredit);
    connect(removeButton(), &QAbstractButton::clicked, this, &CreditsPanel::removeCredit);
    connect(m_discount, &QDoubleSpinBox::valueChanged, this, &CreditsPanel::setPrivateDiscount);
    showEntries(m_model, new CreditsDelegate(table()), tr("Credits"));
}

void CreditsPanel::refreshControls(bool documentChanged)
{
    // Any accepted change or undo shows the document's discount again, refused or not; a
    // refused value stays typed in the box, marked, until then.
    if (documentChanged)
        RefusedInput::mark(m_discount, false);
    if (!RefusedInput::isMarked(m_discount))
        m_discount->setValue(document()->scenario().privateDiscountPercent);
}

void CreditsPanel::setPrivateDiscount()
{
    if (isSyncing())
        return;
    const double percent = m_discount->value();
    // A value no scenario can hold is refused here, in words and with the typed text kept.
    const QString outOfRange = m_discount->violation();
    const Expected<void, QString> applied =
        outOfRange.isEmpty()
            ? document()->apply(QStringLiteral("private_discount_percent"),
                                tr("Change private discount"),
                                [&](Scenario &s) { s.privateDiscountPercent = percent; })
            : Expected<void, QString>(Unexpected{QStringLiteral("private_discount_percent: ") +
                                                 outOfRange + QLatin1Char('.')});
    RefusedInput::mark(m_discount, !applied);
    showOutcome(applied);
}

void CreditsPanel::addCredit()
{
    showAdded(m_model->addCredit());
}

void CreditsPanel::removeCredit()
{
    showOutcome(m_model->removeCredit(currentRow()));
}

} // namespace acceldecide::ui
