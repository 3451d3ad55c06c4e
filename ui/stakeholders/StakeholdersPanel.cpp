#include "ui/stakeholders/StakeholdersPanel.h"

#include "ui/document/EvaluationController.h"
#include "ui/document/ScenarioDocument.h"
#include "ui/matrix/MatrixText.h"
#include "ui/models/StakeholderTableModel.h"
#include "ui/render/charts/ChartPalette.h"
#include "ui/render/charts/StakeholderTotalsChart.h"
#include "ui/stakeholders/PairwiseEditor.h"
#include "ui/stakeholders/StakeholderWeightDelegate.h"
#include "ui/widgets/Labels.h"
#include "ui/widgets/Qs.h"
#include "ui/widgets/RangeToolTip.h"

#include "core/model/RangeTable.h"

#include <QAction>
#include <QChartView>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QSplitter>
#include <QStackedWidget>
#include <QTableView>
#include <QToolButton>
#include <QVBoxLayout>

namespace acceldecide::ui {

namespace {

enum Page
{
    EmptyPage,
    TablePage
};

// A toolbar button showing its action, with the shortcut in its tooltip.
QToolButton *buttonFor(QAction *action, QWidget *parent)
{
    auto *button = new QToolButton(parent);
    button->setDefaultAction(action);
    button->setToolButtonStyle(Qt::ToolButtonTextOnly);
    return button;
}

} // namespace

StakeholdersPanel::StakeholdersPanel(ScenarioDocument *document, EvaluationController *controller,
                                     QWidget *parent)
    : QWidget(parent), m_document(document), m_controller(controller),
      m_model(new StakeholderTableModel(document, controller, this)),
      m_delegate(new StakeholderWeightDelegate(this)),
      m_chart(std::make_unique<StakeholderTotalsChart>()), m_stack(new QStackedWidget(this))
{
    setAccessibleName(tr("Stakeholders"));
    m_add = addAction(tr("&Add member"), QKeySequence(Qt::Key_Insert),
                      tr("Add a stakeholder who starts from the criteria's own weights"),
                      &StakeholdersPanel::addMember);
    m_rename = addAction(tr("Re&name"), QKeySequence(Qt::SHIFT | Qt::Key_F2),
                         tr("Rename the selected stakeholder"), &StakeholdersPanel::renameMember);
    m_delete = addAction(tr("&Delete member"), QKeySequence(Qt::CTRL | Qt::Key_Delete),
                         tr("Delete the selected stakeholder; undo restores them"),
                         &StakeholdersPanel::deleteMember);

    m_stack->insertWidget(EmptyPage, buildEmptyPage());
    m_stack->insertWidget(TablePage, buildTablePage());
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_stack);

    connect(m_model, &StakeholderTableModel::editRejected, this,
            [this](const QString &problem) { showMessage(problem, true); });
    connect(m_document, &ScenarioDocument::changed, this, &StakeholdersPanel::documentChanged);
    connect(m_controller, &EvaluationController::evaluated, this, &StakeholdersPanel::evaluated);
    documentChanged();
    evaluated();
}

StakeholdersPanel::~StakeholdersPanel()
{
    // The view's scene owns the chart: take the view down while its wrapper still lives.
    delete m_chartView;
}

QAction *StakeholdersPanel::addAction(const QString &text, const QKeySequence &key,
                                      const QString &tip, void (StakeholdersPanel::*slot)())
{
    auto *action = new QAction(text, this);
    action->setShortcut(key);
    // Only while the panel has the focus: the keys mean other things elsewhere.
    action->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    action->setToolTip(tr("%1 (%2)").arg(tip, key.toString(QKeySequence::NativeText)));
    connect(action, &QAction::triggered, this, slot);
    QWidget::addAction(action);
    return action;
}

QWidget *StakeholdersPanel::buildEmptyPage()
{
    auto *page = new QWidget(this);
    auto *layout = new QVBoxLayout(page);
    layout->addStretch(1);
    auto *text = new QLabel(tr("<b>No criteria to weigh yet</b><br>Stakeholders weigh the "
                               "decision matrix's criteria, each with their own weights. "
                               "Start a matrix in the Decision matrix panel first."),
                            page);
    text->setWordWrap(true);
    text->setAlignment(Qt::AlignCenter);
    layout->addWidget(text);
    layout->addStretch(2);
    return page;
}

QWidget *StakeholdersPanel::buildTablePage()
{
    auto *page = new QWidget(this);

    m_meanCombo = new QComboBox(page);
    m_meanCombo->setAccessibleName(tr("Group mean"));
    m_meanCombo->addItem(tr("Arithmetic (influence-weighted)"), int(StakeholderMean::Arithmetic));
    m_meanCombo->addItem(tr("Geometric (a 0 vetoes the criterion)"),
                         int(StakeholderMean::Geometric));
    m_meanCombo->setToolTip(
        tr("How the members' weights become the group's: the influence-weighted arithmetic "
           "mean, or the weighted geometric mean the AHP literature recommends for combining "
           "judgements (it keeps ratios; one member's 0 then leaves the criterion out)."));
    connect(m_meanCombo, &QComboBox::activated, this, [this](int index) {
        m_model->setMean(StakeholderMean(m_meanCombo->itemData(index).toInt()));
    });
    auto *meanLabel = new QLabel(tr("Group &mean:"), page);
    meanLabel->setBuddy(m_meanCombo);

    auto *toolbar = new QHBoxLayout;
    toolbar->addWidget(buttonFor(m_add, page));
    toolbar->addWidget(buttonFor(m_rename, page));
    toolbar->addWidget(buttonFor(m_delete, page));
    toolbar->addSpacing(12);
    toolbar->addWidget(meanLabel);
    toolbar->addWidget(m_meanCombo);
    toolbar->addStretch(1);

    m_intro = Labels::wrapped(page);
    m_intro->setForegroundRole(QPalette::PlaceholderText);

    m_view = new QTableView(page);
    m_view->setModel(m_model);
    m_view->setItemDelegate(m_delegate);
    m_view->setAccessibleName(tr("Stakeholders' weights"));
    m_view->setAlternatingRowColors(true);
    m_view->setSelectionBehavior(QAbstractItemView::SelectItems);
    m_view->setSelectionMode(QAbstractItemView::SingleSelection);
    m_view->setEditTriggers(QAbstractItemView::DoubleClicked | QAbstractItemView::EditKeyPressed |
                            QAbstractItemView::AnyKeyPressed);
    m_view->setTabKeyNavigation(true);
    m_view->setWordWrap(false);
    m_view->verticalHeader()->hide();
    m_view->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_view->horizontalHeader()->setSectionResizeMode(StakeholderTableModel::LabelColumn,
                                                     QHeaderView::Stretch);
    m_view->horizontalHeader()->setMinimumSectionSize(64);
    m_view->setContextMenuPolicy(Qt::CustomContextMenu);
    connect(m_view, &QTableView::customContextMenuRequested, this,
            [this](const QPoint &position) { showContextMenu(position, m_view->viewport()); });
    m_view->horizontalHeader()->setContextMenuPolicy(Qt::CustomContextMenu);
    connect(m_view->horizontalHeader(), &QHeaderView::customContextMenuRequested, this,
            [this](const QPoint &position) {
                const int member =
                    m_model->memberAt(m_view->horizontalHeader()->logicalIndexAt(position));
                if (member >= 0)
                    setCurrentMember(member);
                showContextMenu(position, m_view->horizontalHeader());
            });
    connect(m_view->selectionModel(), &QItemSelectionModel::currentChanged, this,
            [this](const QModelIndex &current) {
                if (const int member = m_model->memberAt(current.column()); member >= 0)
                    setCurrentMember(member);
            });
    connect(m_model, &QAbstractItemModel::modelReset, this, [this] {
        // The view's selection model is kept across resets; the member may be gone.
        setCurrentMember(std::min(m_member, m_model->memberCount() - 1));
    });

    m_details = new QGroupBox(tr("Selected member"), page);
    m_name = new QLineEdit(m_details);
    m_name->setAccessibleName(tr("Stakeholder name"));
    m_name->setToolTip(tr("The member's name, as the table, the chart and the report show it"));
    m_role = new QLineEdit(m_details);
    m_role->setAccessibleName(tr("Stakeholder role"));
    m_role->setPlaceholderText(tr("e.g. Finance"));
    m_role->setToolTip(tr("What the member answers for (optional), shown under their name"));
    m_influence = new QDoubleSpinBox(m_details);
    m_influence->setAccessibleName(tr("Stakeholder influence"));
    const FieldRange *influence = RangeTable::find("stakeholders[].influence");
    m_influence->setRange(0.01, influence->max);
    m_influence->setDecimals(2);
    m_influence->setSingleStep(0.5);
    m_influence->setKeyboardTracking(false);
    m_influence->setToolTip(tr("The member's relative say in the group's weights: 2 counts "
                               "twice as much as 1. Only the ratios between members matter.") +
                            QLatin1Char('\n') + rangeToolTip("stakeholders[].influence"));
    m_method = new QComboBox(m_details);
    m_method->setAccessibleName(tr("How the member weighs the criteria"));
    m_method->addItem(tr("Direct weights (0–10)"), false);
    m_method->addItem(tr("Pairwise comparison (1/9–9)"), true);
    m_method->setToolTip(
        tr("Weigh each criterion 0–10, or compare the criteria two at a time on Saaty's "
           "scale and let the weights follow. Switching keeps the member's weights."));
    auto *form = new QFormLayout(m_details);
    form->addRow(tr("Na&me:"), m_name);
    form->addRow(tr("&Role:"), m_role);
    form->addRow(tr("&Influence:"), m_influence);
    form->addRow(tr("&Weights:"), m_method);

    m_pairwise = new PairwiseEditor(m_document, m_model, page);

    m_consistency = Labels::wrapped(page);
    m_winners = Labels::wrapped(page);

    auto *left = new QWidget(page);
    auto *leftLayout = new QVBoxLayout(left);
    leftLayout->setContentsMargins(0, 0, 0, 0);
    // The comparison under the weights it gives, at the height of its matrix (the
    // splitter lets the user trade one for the other); the weights table takes the rest.
    auto *tables = new QSplitter(Qt::Vertical, left);
    tables->addWidget(m_view);
    tables->addWidget(m_pairwise);
    tables->setStretchFactor(0, 1);
    tables->setStretchFactor(1, 0);
    tables->setChildrenCollapsible(false);
    leftLayout->addWidget(tables, 1);
    leftLayout->addWidget(m_consistency);

    auto *side = new QWidget(page);
    auto *sideLayout = new QVBoxLayout(side);
    sideLayout->setContentsMargins(0, 0, 0, 0);
    sideLayout->addWidget(m_details);
    sideLayout->addWidget(m_winners);
    sideLayout->addStretch(1);

    m_chart->setPalette(ChartPalette::fromApplication());
    m_chartView = new QChartView(m_chart->chart(), page);
    m_chartView->setRenderHint(QPainter::Antialiasing, true);
    m_chartView->setFrameShape(QFrame::NoFrame);
    m_chartView->setAccessibleName(m_chart->title());
    m_chartView->setMinimumSize(320, 240);

    auto *splitter = new QSplitter(Qt::Horizontal, page);
    splitter->addWidget(left);
    splitter->addWidget(side);
    splitter->addWidget(m_chartView);
    splitter->setStretchFactor(0, 4);
    splitter->setStretchFactor(1, 2);
    splitter->setStretchFactor(2, 4);
    splitter->setSizes({560, 260, 480});
    splitter->setChildrenCollapsible(false);

    m_message = Labels::wrapped(page);

    auto *layout = new QVBoxLayout(page);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(toolbar);
    layout->addWidget(m_intro);
    layout->addWidget(splitter, 1);
    layout->addWidget(m_message);

    connect(m_name, &QLineEdit::editingFinished, this, [this] {
        const Stakeholder *person = m_model->member(m_member);
        if (person && m_name->text() != qs(person->name))
            m_model->renameMember(m_member, m_name->text());
    });
    connect(m_role, &QLineEdit::editingFinished, this, [this] {
        const Stakeholder *person = m_model->member(m_member);
        if (person && m_role->text() != qs(person->role))
            m_model->setRole(m_member, m_role->text());
    });
    connect(m_method, &QComboBox::activated, this, [this](int index) {
        const Stakeholder *person = m_model->member(m_member);
        const bool pairwise = m_method->itemData(index).toBool();
        if (person && pairwise != person->usesPairwise())
            m_model->setComparesPairwise(m_member, pairwise);
    });
    connect(m_influence, &QDoubleSpinBox::valueChanged, this, [this](double value) {
        const Stakeholder *person = m_model->member(m_member);
        if (person && value != person->influence)
            m_model->setInfluence(m_member, value);
    });
    return page;
}

bool StakeholdersPanel::isShowingEmptyState() const
{
    return m_stack->currentIndex() == EmptyPage;
}

QString StakeholdersPanel::consistencyText() const
{
    return m_consistency->text();
}

QString StakeholdersPanel::winnersText() const
{
    return m_winners->text();
}

QString StakeholdersPanel::messageText() const
{
    return m_message->text();
}

void StakeholdersPanel::setCurrentMember(int member)
{
    m_member = member >= 0 && member < m_model->memberCount() ? member : -1;
    showDetails();
}

void StakeholdersPanel::documentChanged()
{
    const Scenario &scenario = m_document->scenario();
    const bool criteria = scenario.criteria && !scenario.criteria->empty();
    m_stack->setCurrentIndex(criteria ? TablePage : EmptyPage);
    {
        const QSignalBlocker blocker(m_meanCombo);
        m_meanCombo->setCurrentIndex(m_meanCombo->findData(int(scenario.stakeholderMean)));
    }
    const bool any = !scenario.stakeholders.empty();
    m_meanCombo->setEnabled(any);
    m_add->setEnabled(criteria);
    if (m_member < 0 && any)
        m_member = 0;
    if (m_member >= int(scenario.stakeholders.size()))
        m_member = int(scenario.stakeholders.size()) - 1;
    m_intro->setText(
        any ? tr("Each member weighs the criteria 0–10 (double-click a weight to change it); "
                 "a member who compares the criteria pairwise shows the derived weights in "
                 "italics, and their comparison is edited under the table. The group's weights are "
                 "the influence-weighted mean, each member's "
                 "weights first normalised so only influence decides their say.")
            : tr("No stakeholders yet. Add a member (Insert) for each person whose view of "
                 "the criteria counts; the decision matrix then shows the group's totals."));
    showDetails();
    // A refusal belongs to the edit it refused; the next change makes it stale.
    showMessage(QString(), false);
}

void StakeholdersPanel::showDetails()
{
    const Stakeholder *person = m_model->member(m_member);
    m_details->setEnabled(person != nullptr);
    m_rename->setEnabled(person != nullptr);
    m_delete->setEnabled(person != nullptr);
    const QSignalBlocker names(m_name);
    const QSignalBlocker roles(m_role);
    const QSignalBlocker influences(m_influence);
    const QSignalBlocker methods(m_method);
    m_details->setTitle(person ? tr("Selected member: %1").arg(qs(person->name))
                               : tr("Selected member"));
    m_name->setText(person ? qs(person->name) : QString());
    m_role->setText(person ? qs(person->role) : QString());
    m_influence->setValue(person ? person->influence : 1.0);
    m_method->setCurrentIndex(person && person->usesPairwise() ? 1 : 0);
    m_pairwise->setMember(m_member);
}

void StakeholdersPanel::evaluated()
{
    ChartInputs inputs;
    inputs.scenario = &m_controller->resolvedScenario();
    inputs.evaluation = &m_controller->evaluation();
    m_chart->update(inputs);
    m_chartView->setVisible(m_chart->hasContent(inputs));

    const Scenario &scenario = m_document->scenario();
    QStringList consistency;
    QStringList winners;
    bool warning = false;
    const std::optional<StakeholderResult> &result = m_controller->evaluation().stakeholders;
    if (result && result->members.size() == scenario.stakeholders.size()) {
        const auto winnerOf = [&](const StakeholderView &view, const QString &name) {
            if (!view.matrix.winner)
                return tr("%1: a tie").arg(name);
            double total = 0.0;
            for (const MatrixTotal &t : view.matrix.totals) {
                if (t.option == *view.matrix.winner)
                    total = t.total;
            }
            return tr("%1: %2 (%3)")
                .arg(name, MatrixText::optionName(scenario, *view.matrix.winner),
                     MatrixText::number(total));
        };
        winners << tr("<b>%1</b>").arg(winnerOf(result->group, tr("Group")).toHtmlEscaped());
        for (const StakeholderView &member : result->members) {
            winners << winnerOf(member, qs(member.name)).toHtmlEscaped();
            warning = warning || (member.consistency && member.consistency->inconsistent);
            if (member.consistency && member.consistency->inconsistent)
                consistency << tr("⚠ %1: consistency ratio %2, above %3 — select their column "
                                  "for the judgements that disagree most.")
                                   .arg(qs(member.name),
                                        MatrixText::number(member.consistency->consistencyRatio, 2),
                                        MatrixText::number(0.10, 2));
            else if (member.consistency)
                consistency << tr("%1 compared the criteria pairwise: consistency ratio %2 "
                                  "(acceptable up to 0.10).")
                                   .arg(
                                       qs(member.name),
                                       MatrixText::number(member.consistency->consistencyRatio, 2));
        }
    }
    m_winners->setText(winners.isEmpty()
                           ? QString()
                           : tr("Winner by view:<br>%1").arg(winners.join(QStringLiteral("<br>"))));
    m_winners->setVisible(!winners.isEmpty());
    m_consistency->setText(consistency.join(QLatin1Char('\n')));
    m_consistency->setVisible(!consistency.isEmpty());
    Labels::setTextColour(m_consistency,
                          warning ? Labels::errorColour() : palette().color(QPalette::WindowText));
}

void StakeholdersPanel::showMessage(const QString &text, bool problem)
{
    m_message->setText(text);
    m_message->setVisible(!text.isEmpty());
    Labels::setTextColour(m_message,
                          problem ? Labels::errorColour() : palette().color(QPalette::WindowText));
    if (!text.isEmpty())
        Q_EMIT message(text);
}

void StakeholdersPanel::showContextMenu(const QPoint &position, QWidget *from)
{
    if (from == m_view->viewport()) {
        if (const int member = m_model->memberAt(m_view->indexAt(position).column()); member >= 0)
            setCurrentMember(member);
    }
    QMenu menu(this);
    menu.addAction(m_add);
    menu.addAction(m_rename);
    menu.addAction(m_delete);
    menu.exec(from->mapToGlobal(position));
}

void StakeholdersPanel::addMember()
{
    if (!m_model->addMember(QString()))
        return; // the model reported the refusal
    setCurrentMember(m_model->memberCount() - 1);
    m_view->setCurrentIndex(m_model->index(0, m_model->columnOf(m_member)));
    showMessage(tr("Added '%1', starting from the criteria's own weights (Undo removes them).")
                    .arg(qs(m_model->member(m_member)->name)),
                false);
    renameMember();
}

void StakeholdersPanel::renameMember()
{
    if (!m_model->member(m_member)) {
        showMessage(tr("Select a stakeholder's column to rename them."), true);
        return;
    }
    m_name->setFocus(Qt::ShortcutFocusReason);
    m_name->selectAll();
}

void StakeholdersPanel::deleteMember()
{
    const Stakeholder *person = m_model->member(m_member);
    if (!person) {
        showMessage(tr("Select a stakeholder's column to delete them."), true);
        return;
    }
    const QString name = qs(person->name);
    if (!m_model->removeMember(m_member))
        return;
    showMessage(tr("Deleted stakeholder '%1' (Undo restores them).").arg(name), false);
}

} // namespace acceldecide::ui
