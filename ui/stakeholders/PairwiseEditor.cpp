#include "ui/stakeholders/PairwiseEditor.h"

#include "ui/document/ScenarioDocument.h"
#include "ui/models/PairwiseMatrixModel.h"
#include "ui/models/StakeholderTableModel.h"
#include "ui/stakeholders/PairwiseJudgementDelegate.h"
#include "ui/widgets/Labels.h"
#include "ui/widgets/Qs.h"

#include <QHeaderView>
#include <QLabel>
#include <QTableView>
#include <QVBoxLayout>

namespace acceldecide::ui {

PairwiseEditor::PairwiseEditor(ScenarioDocument *document, StakeholderTableModel *members,
                               QWidget *parent)
    : QGroupBox(parent), m_members(members),
      m_model(new PairwiseMatrixModel(document, members, this)),
      m_delegate(new PairwiseJudgementDelegate(this)), m_view(new QTableView(this)),
      m_consistency(Labels::wrapped(this))
{
    auto *intro = Labels::wrapped(this);
    intro->setText(tr("How much more the row's criterion matters than the column's: 1 equal, "
                      "3 moderately, 5 strongly, 7 very strongly, 9 extremely (1/3 … 1/9: less). "
                      "Edit above the diagonal; the reciprocal follows."));
    intro->setForegroundRole(QPalette::PlaceholderText);

    m_view->setModel(m_model);
    m_view->setItemDelegate(m_delegate);
    m_view->setAccessibleName(tr("Pairwise judgements"));
    m_view->setSelectionMode(QAbstractItemView::SingleSelection);
    m_view->setEditTriggers(QAbstractItemView::DoubleClicked | QAbstractItemView::EditKeyPressed |
                            QAbstractItemView::AnyKeyPressed);
    m_view->setTabKeyNavigation(true);
    m_view->setWordWrap(false);
    m_view->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_view->horizontalHeader()->setMinimumSectionSize(40);
    m_view->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    // As tall as its rows, so the weights table above keeps the height left over.
    m_view->setSizeAdjustPolicy(QAbstractScrollArea::AdjustToContents);
    m_view->setVerticalScrollBarPolicy(Qt::ScrollBarAsNeeded);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addWidget(m_view, 1);
    layout->addWidget(m_consistency);

    connect(m_model, &QAbstractItemModel::modelReset, this, &PairwiseEditor::refresh);
    connect(m_model, &QAbstractItemModel::dataChanged, this, &PairwiseEditor::refresh);
    refresh();
}

void PairwiseEditor::setMember(int member)
{
    m_model->setMember(member);
    refresh();
}

QString PairwiseEditor::consistencyText() const
{
    return m_consistency->text();
}

void PairwiseEditor::refresh()
{
    const Stakeholder *person = m_members->member(m_model->member());
    const bool shown = m_model->rowCount() > 0;
    setVisible(shown);
    if (!shown)
        return;
    setTitle(tr("Pairwise comparison: %1").arg(qs(person->name)));
    m_consistency->setText(m_model->consistencyText());
    const bool inconsistent = m_model->derived() && m_model->derived()->consistency.inconsistent;
    Labels::setTextColour(m_consistency, inconsistent ? Labels::errorColour()
                                                      : palette().color(QPalette::WindowText));
}

} // namespace acceldecide::ui
