#include "ui/commitment/HeldCommitmentsPanel.h"

#include "ui/commitment/HeldCommitmentsDelegate.h"
#include "ui/commitment/HeldCommitmentsModel.h"
#include "ui/document/ScenarioDocument.h"
#include "ui/widgets/Labels.h"

#include "core/model/HeldCommitments.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QPushButton>
#include <QTableView>
#include <QVBoxLayout>

namespace acceldecide::ui {

HeldCommitmentsPanel::HeldCommitmentsPanel(ScenarioDocument *document, QWidget *parent)
    : QGroupBox(tr("Commitments already held"), parent), m_document(document),
      m_model(new HeldCommitmentsModel(document, this)), m_table(new QTableView(this)),
      m_add(new QPushButton(tr("Add &held"), this)),
      m_remove(new QPushButton(tr("Remove held"), this)), m_treatment(new QComboBox(this)),
      m_problem(Labels::wrapped(this))
{
    m_table->setModel(m_model);
    m_table->setItemDelegate(new HeldCommitmentsDelegate(m_table));
    m_table->setAccessibleName(tr("Commitments already held"));
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->setEditTriggers(QAbstractItemView::DoubleClicked | QAbstractItemView::EditKeyPressed |
                             QAbstractItemView::AnyKeyPressed);
    m_table->verticalHeader()->hide();
    // Each column as wide as what it holds; the table's spare width stays at the right,
    // so a number is never a screen's width from its header.
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->setAlternatingRowColors(true);
    m_table->setMinimumHeight(110);
    m_add->setToolTip(tr("Add a savings plan or reservation the team already has (at most %1); "
                         "it is owed in every option and covers what it can")
                          .arg(HeldCommitments::kMax));
    m_remove->setToolTip(tr("Remove the selected held commitment (Undo brings it back)"));

    m_treatment->addItem(tr("Project ends"), int(HorizonTreatment::ProjectEnds));
    m_treatment->setItemData(0, tr("Term months past the horizon are owed and worth nothing"),
                             Qt::ToolTipRole);
    m_treatment->addItem(tr("Work continues"), int(HorizonTreatment::WorkContinues));
    m_treatment->setItemData(1,
                             tr("Term months past the horizon are worth the usage they cover "
                                "at on-demand prices"),
                             Qt::ToolTipRole);
    m_treatment->setAccessibleName(tr("Horizon treatment"));
    m_treatment->setToolTip(tr("What a held commitment's months past the horizon count as: "
                               "money owed, or worth the usage they cover if work continues."));
    auto *treatmentLabel = new QLabel(tr("Past the hori&zon the:"), this);
    treatmentLabel->setBuddy(m_treatment);

    auto *row = new QHBoxLayout;
    row->addWidget(m_add);
    row->addWidget(m_remove);
    row->addSpacing(12);
    row->addWidget(treatmentLabel);
    row->addWidget(m_treatment);
    row->addStretch(1);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(row);
    layout->addWidget(m_table, 1);
    layout->addWidget(m_problem);

    connect(m_add, &QPushButton::clicked, this, &HeldCommitmentsPanel::addCommitment);
    connect(m_remove, &QPushButton::clicked, this, &HeldCommitmentsPanel::removeCommitment);
    connect(m_model, &HeldCommitmentsModel::editRejected, this, &HeldCommitmentsPanel::showProblem);
    connect(m_treatment, &QComboBox::currentIndexChanged, this, [this](int index) {
        if (m_syncing || index < 0)
            return;
        const auto treatment = HorizonTreatment(m_treatment->itemData(index).toInt());
        const Expected<void, QString> applied = m_document->apply(
            {}, tr("Horizon treatment"), [&](Scenario &s) { s.horizonTreatment = treatment; });
        showProblem(applied ? QString() : applied.error());
    });
    connect(m_document, &ScenarioDocument::changed, this, &HeldCommitmentsPanel::refresh);
    connect(m_table->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            &HeldCommitmentsPanel::refresh);
    // The model resets when a row comes or goes, which replaces nothing but the selection.
    connect(m_model, &QAbstractItemModel::modelReset, this, &HeldCommitmentsPanel::refresh);
    showProblem({});
    refresh();
}

void HeldCommitmentsPanel::refresh()
{
    m_syncing = true;
    const Scenario &scenario = m_document->scenario();
    m_treatment->setCurrentIndex(m_treatment->findData(int(scenario.horizonTreatment)));
    m_add->setEnabled(int(scenario.existingCommitments.size()) < HeldCommitments::kMax);
    m_remove->setEnabled(m_table->currentIndex().isValid());
    m_syncing = false;
}

void HeldCommitmentsPanel::addCommitment()
{
    const Expected<void, QString> added = m_model->addCommitment();
    showProblem(added ? QString() : added.error());
    if (added) {
        const int last = m_model->rowCount() - 1;
        m_table->setCurrentIndex(m_model->index(last, HeldCommitmentsModel::IdColumn));
    }
}

void HeldCommitmentsPanel::removeCommitment()
{
    const Expected<void, QString> removed =
        m_model->removeCommitment(m_table->currentIndex().row());
    showProblem(removed ? QString() : removed.error());
}

QString HeldCommitmentsPanel::problemText() const
{
    return m_problem->text();
}

void HeldCommitmentsPanel::showProblem(const QString &text)
{
    m_problem->setText(text);
    m_problem->setVisible(!text.isEmpty());
    Labels::setTextColour(m_problem, Labels::errorColour());
    if (!text.isEmpty())
        Q_EMIT message(text);
}

} // namespace acceldecide::ui
