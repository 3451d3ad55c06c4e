#include "ui/commitment/CreditsPanel.h"

#include "ui/commitment/CreditsDelegate.h"
#include "ui/commitment/CreditsModel.h"
#include "ui/document/ScenarioDocument.h"
#include "ui/widgets/Labels.h"
#include "ui/widgets/RangeSpinBox.h"
#include "ui/widgets/RefusedInput.h"

#include "core/model/RangeTable.h"

#include <QHBoxLayout>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QPushButton>
#include <QTableView>
#include <QVBoxLayout>

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
    : QGroupBox(tr("Credits and private pricing"), parent), m_document(document),
      m_model(new CreditsModel(document, this)), m_table(new QTableView(this)),
      m_add(new QPushButton(tr("Add &credit"), this)),
      m_remove(new QPushButton(tr("Remove credit"), this)),
      m_discount(new RangeSpinBox(privateDiscountRange(), tr("Private discount"), 1, false, this)),
      m_problem(Labels::wrapped(this))
{
    m_table->setModel(m_model);
    m_table->setItemDelegate(new CreditsDelegate(m_table));
    m_table->setAccessibleName(tr("Credits"));
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->setEditTriggers(QAbstractItemView::DoubleClicked | QAbstractItemView::EditKeyPressed |
                             QAbstractItemView::AnyKeyPressed);
    m_table->verticalHeader()->hide();
    // As the held table: each column as wide as what it holds, spare width at the right.
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->setAlternatingRowColors(true);
    m_table->setMinimumHeight(110);
    m_add->setToolTip(tr("Add promotional credits the team has on AWS; each month they pay "
                         "the eligible AWS spend until they run out or expire"));
    m_remove->setToolTip(tr("Remove the selected credit (Undo brings it back)"));
    m_discount->setAccessibleName(tr("Private discount"));
    m_discount->setKeyboardTracking(false);
    auto *discountLabel = new QLabel(tr("Private &discount:"), this);
    discountLabel->setBuddy(m_discount);

    auto *row = new QHBoxLayout;
    row->addWidget(m_add);
    row->addWidget(m_remove);
    row->addSpacing(12);
    row->addWidget(discountLabel);
    row->addWidget(m_discount);
    row->addStretch(1);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(row);
    layout->addWidget(m_table, 1);
    layout->addWidget(m_problem);

    connect(m_add, &QPushButton::clicked, this, &CreditsPanel::addCredit);
    connect(m_remove, &QPushButton::clicked, this, &CreditsPanel::removeCredit);
    connect(m_model, &CreditsModel::editRejected, this, &CreditsPanel::showProblem);
    connect(m_discount, &QDoubleSpinBox::valueChanged, this, &CreditsPanel::setPrivateDiscount);
    // Any accepted change or undo shows the document's discount again, refused or not.
    connect(m_document, &ScenarioDocument::changed, this, [this] {
        RefusedInput::mark(m_discount, false);
        refresh();
    });
    connect(m_table->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            &CreditsPanel::refresh);
    // The model resets when a row comes or goes, which replaces nothing but the selection.
    connect(m_model, &QAbstractItemModel::modelReset, this, &CreditsPanel::refresh);
    showProblem({});
    refresh();
}

void CreditsPanel::refresh()
{
    m_syncing = true;
    // A refused value stays typed in the box, marked, until the document changes.
    if (!RefusedInput::isMarked(m_discount))
        m_discount->setValue(m_document->scenario().privateDiscountPercent);
    m_remove->setEnabled(m_table->currentIndex().isValid());
    m_syncing = false;
}

void CreditsPanel::setPrivateDiscount()
{
    if (m_syncing)
        return;
    const double percent = m_discount->value();
    // A value no scenario can hold is refused here, in words and with the typed text kept.
    const QString outOfRange = m_discount->violation();
    const Expected<void, QString> applied =
        outOfRange.isEmpty()
            ? m_document->apply(QStringLiteral("private_discount_percent"),
                                tr("Change private discount"),
                                [&](Scenario &s) { s.privateDiscountPercent = percent; })
            : Expected<void, QString>(Unexpected{QStringLiteral("private_discount_percent: ") +
                                                 outOfRange + QLatin1Char('.')});
    RefusedInput::mark(m_discount, !applied);
    showProblem(applied ? QString() : applied.error());
}

void CreditsPanel::addCredit()
{
    const Expected<void, QString> added = m_model->addCredit();
    showProblem(added ? QString() : added.error());
    if (added) {
        const int last = m_model->rowCount() - 1;
        m_table->setCurrentIndex(m_model->index(last, CreditsModel::IdColumn));
    }
}

void CreditsPanel::removeCredit()
{
    const Expected<void, QString> removed = m_model->removeCredit(m_table->currentIndex().row());
    showProblem(removed ? QString() : removed.error());
}

QString CreditsPanel::problemText() const
{
    return m_problem->text();
}

void CreditsPanel::showProblem(const QString &text)
{
    m_problem->setText(text);
    m_problem->setVisible(!text.isEmpty());
    Labels::setTextColour(m_problem, Labels::errorColour());
    if (!text.isEmpty())
        Q_EMIT message(text);
}

} // namespace acceldecide::ui
