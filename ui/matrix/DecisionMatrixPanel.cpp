#include "ui/matrix/DecisionMatrixPanel.h"
#include "ui/widgets/Labels.h"
#include "ui/widgets/Qs.h"

#include "ui/document/EvaluationController.h"
#include "ui/document/ScenarioDocument.h"
#include "ui/matrix/CriteriaDelegate.h"
#include "ui/matrix/CriteriaTableModel.h"
#include "ui/matrix/MatrixEmptyPage.h"
#include "ui/matrix/MatrixText.h"
#include "ui/matrix/MatrixTotalsChart.h"
#include "ui/profile/ProfileCells.h"
#include "ui/render/charts/ChartPalette.h"

#include "core/decision/CriteriaPresets.h"
#include "core/editing/CriteriaEditing.h"

#include <QAction>
#include <QComboBox>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QKeyEvent>
#include <QLabel>
#include <QMenu>
#include <QPushButton>
#include <QSplitter>
#include <QStackedWidget>
#include <QTableView>
#include <QToolButton>
#include <QVBoxLayout>

#include <utility>

namespace acceldecide::ui {

namespace {

enum Page
{
    EmptyPage,
    MatrixPage
};

} // namespace

// Stakeholder ids match [A-Za-z0-9_-]+, so these can never name a member.
const QString DecisionMatrixPanel::kViewGroup = QStringLiteral("(group)");
const QString DecisionMatrixPanel::kViewCriteria = QStringLiteral("(criteria)");

DecisionMatrixPanel::DecisionMatrixPanel(ScenarioDocument *document,
                                         EvaluationController *controller, QWidget *parent)
    : QWidget(parent), m_document(document), m_controller(controller),
      m_model(new CriteriaTableModel(document, this)), m_delegate(new CriteriaDelegate(this)),
      m_stack(new QStackedWidget(this))
{
    auto *emptyPage = new MatrixEmptyPage(this);
    connect(emptyPage, &MatrixEmptyPage::presetChosen, this, &DecisionMatrixPanel::choosePreset);
    connect(emptyPage, &MatrixEmptyPage::emptyMatrixChosen, this,
            &DecisionMatrixPanel::startEmptyMatrix);
    m_stack->insertWidget(EmptyPage, emptyPage);
    m_stack->insertWidget(MatrixPage, buildMatrixPage());
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_stack);
    m_model->setController(m_controller);

    connect(m_model, &CriteriaTableModel::editRejected, this,
            [this](const QString &problem) { showMessage(problem, true); });
    connect(m_document, &ScenarioDocument::changed, this, &DecisionMatrixPanel::documentChanged);
    connect(m_controller, &EvaluationController::evaluated, this, &DecisionMatrixPanel::evaluated);
    documentChanged();
    evaluated();
}

QWidget *DecisionMatrixPanel::buildMatrixPage()
{
    auto *page = new QWidget(this);
    QLayout *toolbar = buildToolbar(page);
    m_presetSource = Labels::wrapped(page);
    m_presetSource->setForegroundRole(QPalette::PlaceholderText);
    m_profileLegend = Labels::wrapped(page);
    m_profileLegend->setText(
        tr("Workload profile: <i>italic on blue</i> = derived from your answers (tooltip says "
           "why); <i>italic, no tint</i> = its question is not answered (placeholder 3); "
           "<b>bold on amber with a corner mark</b> = your override; ✕ = option excluded by the "
           "profile (header tooltip says why). Editing a derived score overrides it; "
           "right-click → Use derived score removes the override."));

    auto *splitter = new QSplitter(Qt::Horizontal, page);
    splitter->addWidget(buildTable(page));
    splitter->addWidget(buildTotals(page));
    splitter->setStretchFactor(0, 3);
    splitter->setStretchFactor(1, 2);
    splitter->setSizes({600, 400});
    splitter->setChildrenCollapsible(false);

    m_message = Labels::wrapped(page);

    auto *layout = new QVBoxLayout(page);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(toolbar);
    layout->addWidget(m_presetSource);
    layout->addWidget(m_profileLegend);
    layout->addWidget(splitter, 1);
    layout->addWidget(m_message);
    return page;
}

QLayout *DecisionMatrixPanel::buildToolbar(QWidget *page)
{
    m_presetCombo = new QComboBox(page);
    m_presetCombo->setAccessibleName(tr("Criteria preset"));
    m_presetCombo->setToolTip(tr("A seed's set of criteria and weights to start the matrix "
                                 "from; criteria can then be added, renamed and deleted."));
    m_presetCombo->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    connect(m_presetCombo, &QComboBox::activated, this, [this](int index) {
        const QString id = m_presetCombo->itemData(index).toString();
        if (!id.isEmpty())
            choosePreset(id);
    });
    auto *presetLabel = new QLabel(tr("&Preset:"), page);
    presetLabel->setBuddy(m_presetCombo);

    auto *add = new QToolButton(page);
    add->setText(tr("&Add criterion"));
    add->setToolTip(tr("Add a criterion, weight 3, every option scored 3 until you score it"));
    connect(add, &QToolButton::clicked, this, &DecisionMatrixPanel::addCriterion);
    auto *availability = new QToolButton(page);
    availability->setText(tr("Add availa&bility"));
    availability->setToolTip(tr("Add a criterion scored from the capacity facts: each option's "
                                "availability (sold there and so, service quota, reserved or "
                                "not), worked out at every evaluation"));
    connect(availability, &QToolButton::clicked, this, [this] {
        if (m_model->addAvailabilityCriterion())
            showMessage(tr("Added the availability criterion, scored from the capacity facts "
                           "(Undo removes it)."),
                        false);
    });
    m_renameButton = new QToolButton(page);
    m_renameButton->setText(tr("Re&name"));
    m_renameButton->setToolTip(tr("Rename the selected criterion (F2 on its name)"));
    connect(m_renameButton, &QToolButton::clicked, this, &DecisionMatrixPanel::renameCriterion);
    m_deleteButton = new QToolButton(page);
    m_deleteButton->setText(tr("&Delete criterion"));
    m_deleteButton->setToolTip(tr("Delete the selected criterion (Delete key); undo restores it"));
    connect(m_deleteButton, &QToolButton::clicked, this, &DecisionMatrixPanel::deleteCriterion);

    auto *toolbar = new QHBoxLayout;
    toolbar->addWidget(presetLabel);
    toolbar->addWidget(m_presetCombo, 1);
    toolbar->addSpacing(12);
    toolbar->addWidget(add);
    toolbar->addWidget(availability);
    toolbar->addWidget(m_renameButton);
    toolbar->addWidget(m_deleteButton);
    return toolbar;
}

QTableView *DecisionMatrixPanel::buildTable(QWidget *page)
{
    m_view = new QTableView(page);
    m_view->setModel(m_model);
    m_view->setItemDelegate(m_delegate);
    m_view->setAccessibleName(tr("Decision matrix"));
    m_view->setAlternatingRowColors(true);
    m_view->setSelectionBehavior(QAbstractItemView::SelectItems);
    m_view->setSelectionMode(QAbstractItemView::SingleSelection);
    m_view->setEditTriggers(QAbstractItemView::DoubleClicked | QAbstractItemView::EditKeyPressed |
                            QAbstractItemView::AnyKeyPressed);
    m_view->setTabKeyNavigation(true);
    m_view->setWordWrap(false);
    m_view->verticalHeader()->hide();
    // Scores and weights take what their (two-line) headers need; names take the rest.
    m_view->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_view->horizontalHeader()->setSectionResizeMode(CriteriaTableModel::LabelColumn,
                                                     QHeaderView::Stretch);
    m_view->horizontalHeader()->setMinimumSectionSize(56);
    m_view->installEventFilter(this);
    m_view->setContextMenuPolicy(Qt::CustomContextMenu);
    connect(m_view, &QTableView::customContextMenuRequested, this,
            &DecisionMatrixPanel::showCellMenu);
    return m_view;
}

QGroupBox *DecisionMatrixPanel::buildTotals(QWidget *page)
{
    m_chart = new MatrixTotalsChart(page);
    m_winner = Labels::wrapped(page);
    QFont bold = m_winner->font();
    bold.setBold(true);
    m_winner->setFont(bold);
    m_flip = Labels::wrapped(page);
    m_flip->setToolTip(tr("Core's flip point: the smallest change of a single criterion's "
                          "weight, within 0–10, at which another option ties the winner"));
    m_note = Labels::wrapped(page);
    m_note->setForegroundRole(QPalette::PlaceholderText);

    m_viewAs = new QComboBox(page);
    m_viewAs->setAccessibleName(tr("View as"));
    m_viewAs->setToolTip(tr("Whose weights the totals, the winner and the flip point use: the "
                            "stakeholders' group, one member, or the criteria's own weights"));
    m_viewAs->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    connect(m_viewAs, &QComboBox::activated, this,
            [this](int index) { setViewAs(m_viewAs->itemData(index).toString()); });
    m_viewAsLabel = new QLabel(tr("&View as:"), page);
    m_viewAsLabel->setBuddy(m_viewAs);
    auto *viewAsRow = new QHBoxLayout;
    viewAsRow->addWidget(m_viewAsLabel);
    viewAsRow->addWidget(m_viewAs, 1);
    m_viewNote = Labels::wrapped(page);
    m_viewNote->setForegroundRole(QPalette::PlaceholderText);

    auto *totals = new QGroupBox(tr("Weighted totals (0–100)"), page);
    auto *totalsLayout = new QVBoxLayout(totals);
    totalsLayout->addLayout(viewAsRow);
    totalsLayout->addWidget(m_viewNote);
    totalsLayout->addWidget(m_chart);
    totalsLayout->addWidget(m_winner);
    totalsLayout->addWidget(m_flip);
    totalsLayout->addWidget(m_note);
    totalsLayout->addStretch(1);
    return totals;
}

bool DecisionMatrixPanel::isShowingEmptyState() const
{
    return m_stack->currentIndex() == EmptyPage;
}

QString DecisionMatrixPanel::winnerText() const
{
    return m_winner->text();
}

QString DecisionMatrixPanel::flipText() const
{
    return m_flip->text();
}

QString DecisionMatrixPanel::noteText() const
{
    return m_note->text();
}

QString DecisionMatrixPanel::messageText() const
{
    return m_message->text();
}

void DecisionMatrixPanel::documentChanged()
{
    const Scenario &scenario = m_document->scenario();
    // With a profile and no criteria of its own, the matrix is the profile preset's.
    m_stack->setCurrentIndex(scenario.criteria || scenario.profile ? MatrixPage : EmptyPage);
    m_profileLegend->setVisible(scenario.profile.has_value());
    rebuildPresetCombo();
    rebuildViewAs();
    const bool any = m_model->rowCount() > 0;
    m_renameButton->setEnabled(any);
    m_deleteButton->setEnabled(any);
    // A refusal belongs to the edit it refused; the next change makes it stale.
    showMessage(QString(), false);
}

void DecisionMatrixPanel::rebuildPresetCombo()
{
    const Scenario &scenario = m_document->scenario();
    const auto &criteria = scenario.criteria;
    const CriteriaPreset *current =
        criteria
            ? CriteriaEditing::matchingPreset(*criteria)
            : (scenario.profile ? CriteriaPresets::find(scenario.profile->matrixId()) : nullptr);
    const QSignalBlocker blocker(m_presetCombo);
    m_presetCombo->clear();
    if (!current) {
        m_presetCombo->addItem(tr("Custom criteria"), QString());
        m_presetCombo->setItemData(0, tr("The criteria differ from every preset"), Qt::ToolTipRole);
    }
    for (const CriteriaPreset &preset : CriteriaPresets::all()) {
        m_presetCombo->addItem(qs(preset.title), qs(preset.id));
        m_presetCombo->setItemData(m_presetCombo->count() - 1, MatrixText::presetToolTip(preset),
                                   Qt::ToolTipRole);
        if (&preset == current)
            m_presetCombo->setCurrentIndex(m_presetCombo->count() - 1);
    }
    if (!current) {
        m_presetCombo->setCurrentIndex(0);
        m_presetSource->setText(tr("Custom criteria. Choosing a preset replaces them (undo "
                                   "restores them)."));
        m_presetCombo->setToolTip(tr("Custom criteria. Choose a seed's set of criteria and "
                                     "weights to replace them."));
        return;
    }
    m_presetSource->setText(
        MatrixText::presetToolTip(*current).replace(QLatin1Char('\n'), QLatin1String(" — ")));
    m_presetCombo->setToolTip(MatrixText::presetToolTip(*current));
}

void DecisionMatrixPanel::evaluated()
{
    const Scenario &scenario = m_document->scenario();
    const MatrixResult *matrix = shownMatrix();
    if ((!scenario.criteria && !scenario.profile) || !matrix) {
        m_chart->setBars({});
        m_winner->clear();
        m_flip->clear();
        m_note->clear();
        m_viewNote->clear();
        return;
    }
    const std::vector<QColor> colours = ChartPalette::fromApplication().optionColors(scenario);
    const std::vector<QBrush> brushes = ChartPalette::fromApplication().optionBrushes(scenario);
    const ProfileCells cells(scenario, &m_controller->evaluation());
    std::vector<MatrixTotalsChart::Bar> bars;
    for (const MatrixTotal &total : matrix->totals) {
        const int index = scenario.optionIndex(total.option);
        if (index < 0)
            continue; // an evaluation older than the last option change
        const Option &option = scenario.options[std::size_t(index)];
        MatrixTotalsChart::Bar bar{MatrixText::optionName(option),
                                   qs(option.label.empty() ? option.id : option.label),
                                   total.total,
                                   colours[std::size_t(index)],
                                   brushes[std::size_t(index)],
                                   matrix->winner == total.option};
        if (const QString excluded = cells.exclusionText(option.id); !excluded.isEmpty()) {
            // Its total stays visible for comparison, greyed: it cannot win.
            bar.name = tr("%1 (excluded)").arg(bar.name);
            bar.toolTip += QLatin1Char('\n') + excluded;
            bar.colour = ProfileCells::greyedText();
            bar.brush = QBrush(bar.colour, Qt::BDiagPattern);
        }
        bars.push_back(std::move(bar));
    }
    m_chart->setBars(std::move(bars));
    m_chart->setProvisional(matrix->incomplete);
    m_winner->setText(MatrixText::winner(scenario, *matrix));
    m_flip->setText(MatrixText::flip(scenario, *matrix));
    // With a profile, italics also mark derived scores: name the unanswered questions instead.
    m_note->setText(scenario.profile && matrix->incomplete
                        ? tr("Some workload-profile questions are not answered: their criteria "
                             "score 3 (italic, no tint) and the totals are provisional.")
                        : MatrixText::incompleteNote(*matrix));
    m_note->setVisible(matrix->incomplete);
    m_viewNote->setText(viewNote());
    m_viewNote->setVisible(!m_viewNote->text().isEmpty());
}

QString DecisionMatrixPanel::viewAs() const
{
    return m_viewChoice;
}

void DecisionMatrixPanel::setViewAs(const QString &view)
{
    const int index = m_viewAs->findData(view);
    if (index < 0)
        return;
    m_viewChoice = view;
    m_viewAs->setCurrentIndex(index);
    evaluated();
}

void DecisionMatrixPanel::rebuildViewAs()
{
    const std::vector<Stakeholder> &members = m_document->scenario().stakeholders;
    const QSignalBlocker blocker(m_viewAs);
    m_viewAs->clear();
    if (!members.empty()) {
        m_viewAs->addItem(members.size() == 1
                              ? tr("The group (1 stakeholder)")
                              : tr("The group (%1 stakeholders)").arg(members.size()),
                          kViewGroup);
        for (const Stakeholder &member : members)
            m_viewAs->addItem(member.role.empty()
                                  ? qs(member.name)
                                  : tr("%1 (%2)").arg(qs(member.name), qs(member.role)),
                              qs(member.id));
    }
    m_viewAs->addItem(tr("The criteria's own weights"), kViewCriteria);
    // Stakeholders appearing make the group the view; a member deleted falls back on it.
    int index = m_viewAs->findData(m_viewChoice);
    if (index < 0 || (!m_hadStakeholders && !members.empty()))
        index = 0;
    m_hadStakeholders = !members.empty();
    m_viewAs->setCurrentIndex(index);
    const QString before = std::exchange(m_viewChoice, m_viewAs->itemData(index).toString());
    // Without stakeholders there is one view: the selector would only be noise.
    m_viewAs->setVisible(m_viewAs->count() > 1);
    m_viewAsLabel->setVisible(m_viewAs->count() > 1);
    // The controller may have evaluated this change before the view was chosen.
    if (m_viewChoice != before)
        evaluated();
}

QString DecisionMatrixPanel::viewNote() const
{
    const Scenario &scenario = m_document->scenario();
    if (scenario.stakeholders.empty())
        return {};
    if (m_viewChoice == kViewCriteria)
        return tr("Totals use the Weight column, as if there were no stakeholders.");
    if (m_viewChoice == kViewGroup)
        return tr("Totals use the group's weights (the Stakeholders panel), not the Weight "
                  "column.");
    return tr("Totals use %1's weights (the Stakeholders panel), not the Weight column.")
        .arg(m_viewAs->currentText());
}

const MatrixResult *DecisionMatrixPanel::shownMatrix() const
{
    const Evaluation &evaluation = m_controller->evaluation();
    const std::optional<StakeholderResult> &stakeholders = evaluation.stakeholders;
    if (!stakeholders)
        return evaluation.matrix ? &*evaluation.matrix : nullptr;
    if (m_viewChoice == kViewCriteria)
        return stakeholders->scenarioWeights ? &*stakeholders->scenarioWeights
                                             : (evaluation.matrix ? &*evaluation.matrix : nullptr);
    for (const StakeholderView &member : stakeholders->members) {
        if (qs(member.id) == m_viewChoice)
            return &member.matrix;
    }
    return &stakeholders->group.matrix;
}

void DecisionMatrixPanel::showMessage(const QString &text, bool problem)
{
    m_message->setText(text);
    m_message->setVisible(!text.isEmpty());
    Labels::setTextColour(m_message,
                          problem ? Labels::errorColour() : palette().color(QPalette::WindowText));
    if (!text.isEmpty())
        Q_EMIT message(text);
}

void DecisionMatrixPanel::showCellMenu(const QPoint &position)
{
    const QModelIndex index = m_view->indexAt(position);
    if (!index.isValid() || index.column() < CriteriaTableModel::FirstOptionColumn)
        return;
    const auto source =
        ProfileCells::Source(index.data(CriteriaTableModel::ScoreSourceRole).toInt());
    if (source == ProfileCells::Source::Typed)
        return; // nothing profile-related to offer
    QMenu menu(this);
    QAction *useDerived = menu.addAction(tr("Use derived score"));
    useDerived->setEnabled(source == ProfileCells::Source::Overridden);
    useDerived->setToolTip(tr("Remove the override; the workload profile's rules score the cell"));
    if (menu.exec(m_view->viewport()->mapToGlobal(position)) == useDerived &&
        m_model->clearOverride(index))
        showMessage(tr("Removed the override (Undo restores it)."), false);
}

int DecisionMatrixPanel::currentRow() const
{
    const QModelIndex current = m_view->currentIndex();
    return current.isValid() ? current.row() : -1;
}

void DecisionMatrixPanel::addCriterion()
{
    if (!m_model->addCriterion(QString()))
        return; // the model reported the refusal
    const QModelIndex name =
        m_model->index(m_model->rowCount() - 1, CriteriaTableModel::LabelColumn);
    m_view->setCurrentIndex(name);
    if (m_view->isVisible())
        m_view->edit(name);
}

void DecisionMatrixPanel::renameCriterion()
{
    const int row = currentRow();
    if (row < 0) {
        showMessage(tr("Select a criterion to rename."), true);
        return;
    }
    const QModelIndex name = m_model->index(row, CriteriaTableModel::LabelColumn);
    m_view->setCurrentIndex(name);
    m_view->edit(name);
}

void DecisionMatrixPanel::deleteCriterion()
{
    const int row = currentRow();
    if (row < 0) {
        showMessage(tr("Select a criterion to delete."), true);
        return;
    }
    const QString label = m_model->index(row, CriteriaTableModel::LabelColumn).data().toString();
    if (!m_model->removeCriterion(row))
        return;
    if (m_model->rowCount() > 0)
        m_view->setCurrentIndex(m_model->index(std::min(row, m_model->rowCount() - 1),
                                               CriteriaTableModel::LabelColumn));
    showMessage(tr("Deleted criterion '%1' (Undo restores it).").arg(label), false);
}

void DecisionMatrixPanel::choosePreset(const QString &presetId)
{
    const CriteriaPreset *preset = CriteriaPresets::find(presetId.toStdString());
    if (!preset)
        return;
    const auto &criteria = m_document->scenario().criteria;
    if (criteria && CriteriaEditing::matchingPreset(*criteria) == preset)
        return; // already this preset: keep its scores
    if (!m_model->applyPreset(*preset))
        return;
    showMessage(tr("Criteria from \"%1\" (%2). Every score starts at 3: score the options to "
                   "make the totals meaningful.")
                    .arg(qs(preset->title), qs(preset->source)),
                false);
}

void DecisionMatrixPanel::startEmptyMatrix()
{
    addCriterion();
}

bool DecisionMatrixPanel::eventFilter(QObject *watched, QEvent *event)
{
    // Delete on the table removes the current criterion. An open editor has the focus and
    // accepts its own Delete key (deleting characters), so this never fires while editing.
    if (watched == m_view && event->type() == QEvent::KeyPress) {
        const auto *key = static_cast<QKeyEvent *>(event);
        if (key->matches(QKeySequence::Delete) && currentRow() >= 0) {
            deleteCriterion();
            return true;
        }
    }
    return QWidget::eventFilter(watched, event);
}

} // namespace acceldecide::ui
