#include "ui/profile/WorkloadProfilePanel.h"
#include "ui/widgets/Labels.h"
#include "ui/widgets/Qs.h"
#include "ui/widgets/RangeToolTip.h"

#include "core/editing/ProfileEditing.h"
#include "ui/document/EvaluationController.h"
#include "ui/document/ScenarioDocument.h"
#include "ui/profile/ChecklistTableModel.h"
#include "ui/profile/PortingEstimateBox.h"

#include "core/decision/CriteriaPresets.h"
#include "core/decision/ProfileRules.h"
#include "core/decision/ProfileScoring.h"
#include "core/model/ProfileFactors.h"
#include "core/model/RangeTable.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QScrollArea>
#include <QSplitter>
#include <QTableView>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace acceldecide::ui {

namespace {

// Dollars are whole; sizes, weeks and months take a tenth (a 6.5-week budget, a 1.5B model).
int decimalsOf(const ProfileFactor &factor)
{
    return factor.id == "monthly_training_spend_usd" ? 0 : 1;
}

} // namespace

WorkloadProfilePanel::WorkloadProfilePanel(ScenarioDocument *document,
                                           EvaluationController *controller, QWidget *parent)
    : QWidget(parent), m_document(document), m_controller(controller),
      m_enabled(new QCheckBox(tr("&Use a workload profile"), this)), m_matrix(new QComboBox(this)),
      m_clearOverrides(new QPushButton(tr("Use derived scores everywhere"), this)),
      m_status(Labels::wrapped(this)), m_checklistModel(new ChecklistTableModel(this)),
      m_porting(new PortingEstimateBox(document, this))
{
    m_enabled->setToolTip(tr("Describe the team's situation once; the decision matrix's "
                             "criteria are then scored from the answers (seeds 000 and 001)"));
    m_matrix->setAccessibleName(tr("Matrix preset the profile fills"));
    m_matrix->setToolTip(tr("The decision matrix preset whose criteria the profile's answers "
                            "score."));
    m_matrix->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    for (const std::string &id : ProfileRules::builtIn().matrices()) {
        const CriteriaPreset *preset = CriteriaPresets::find(id);
        m_matrix->addItem(preset ? qs(preset->title) : qs(id), qs(id));
        if (preset)
            m_matrix->setItemData(m_matrix->count() - 1, qs(preset->source), Qt::ToolTipRole);
    }
    auto *matrixLabel = new QLabel(tr("&Matrix preset:"), this);
    matrixLabel->setBuddy(m_matrix);
    m_clearOverrides->setToolTip(tr("Remove every score set by hand in place of a derived one "
                                    "(one undo step)"));

    auto *toolbar = new QHBoxLayout;
    toolbar->addWidget(m_enabled);
    toolbar->addSpacing(12);
    toolbar->addWidget(matrixLabel);
    toolbar->addWidget(m_matrix);
    toolbar->addSpacing(12);
    toolbar->addWidget(m_clearOverrides);
    toolbar->addStretch(1);

    auto *splitter = new QSplitter(Qt::Horizontal, this);
    splitter->addWidget(buildForm());
    splitter->addWidget(buildChecklist());
    auto *portingScroll = new QScrollArea(this);
    portingScroll->setWidget(m_porting);
    portingScroll->setWidgetResizable(true);
    portingScroll->setFrameShape(QFrame::NoFrame);
    splitter->addWidget(portingScroll);
    // The checklist's answers are the longest text; the form's fields need less.
    splitter->setStretchFactor(0, 5);
    splitter->setStretchFactor(1, 6);
    splitter->setStretchFactor(2, 4);
    // Relative weights: the splitter scales them to its width when shown.
    splitter->setSizes({500, 700, 360});
    splitter->setChildrenCollapsible(false);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addLayout(toolbar);
    layout->addWidget(m_status);
    layout->addWidget(splitter, 1);

    connect(m_enabled, &QCheckBox::toggled, this, [this](bool on) {
        if (!m_syncing)
            setProfileEnabled(on);
    });
    connect(m_matrix, &QComboBox::currentIndexChanged, this, [this](int index) {
        if (!m_syncing && index >= 0)
            chooseMatrix(m_matrix->itemData(index).toString());
    });
    connect(m_clearOverrides, &QPushButton::clicked, this, &WorkloadProfilePanel::clearOverrides);
    connect(m_porting, &PortingEstimateBox::message, this, &WorkloadProfilePanel::message);
    connect(m_document, &ScenarioDocument::changed, this, &WorkloadProfilePanel::syncFromDocument);
    connect(m_controller, &EvaluationController::evaluated, this, &WorkloadProfilePanel::evaluated);
    showStatus(QString(), false);
    syncFromDocument();
    evaluated();
}

QWidget *WorkloadProfilePanel::buildForm()
{
    m_form = new QWidget(this);
    auto *form = new QFormLayout(m_form);
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    for (const ProfileFactor &factor : ProfileFactors::all()) {
        if (factor.kind == FactorKind::Choice)
            addChoiceField(form, factor);
        else
            addNumberField(form, factor);
    }
    auto *scroll = new QScrollArea(this);
    scroll->setWidget(m_form);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    return scroll;
}

void WorkloadProfilePanel::addChoiceField(QFormLayout *form, const ProfileFactor &factor)
{
    auto *combo = new QComboBox(m_form);
    // Index 0 is the unanswered state, so "no answer" is always one click away.
    combo->addItem(tr("Not answered"), QString());
    for (const FactorChoice &choice : factor.choices)
        combo->addItem(qs(choice.label), qs(choice.id));
    combo->setToolTip(qs(factor.question));
    combo->setWhatsThis(qs(factor.question));
    combo->setAccessibleName(qs(factor.label));
    // Long choice labels ("Team new to Neuron ...") would otherwise set the form's width.
    combo->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    combo->setMinimumContentsLength(18);
    auto *label = new QLabel(qs(factor.label) + QLatin1Char(':'), m_form);
    label->setToolTip(qs(factor.question));
    label->setBuddy(combo);
    form->addRow(label, combo);
    m_fields.emplace(std::string(factor.id), Field{&factor, combo, nullptr, {}});
    connect(combo, &QComboBox::currentIndexChanged, this, [this, &factor, combo](int index) {
        if (m_syncing || index < 0)
            return;
        const QString id = combo->itemData(index).toString();
        setAnswer(factor, id.isEmpty()
                              ? std::nullopt
                              : std::optional(ProfileAnswer{std::nullopt, id.toStdString()}));
    });
}

void WorkloadProfilePanel::addNumberField(QFormLayout *form, const ProfileFactor &factor)
{
    const FieldRange *range = RangeTable::find("profile." + std::string(factor.id));
    auto *spin = new QDoubleSpinBox(m_form);
    const int decimals = decimalsOf(factor);
    const double step = std::pow(10.0, -decimals);
    spin->setDecimals(decimals);
    // One step below the smallest valid value is the unanswered state, shown in words.
    const double minimum = range ? (range->minInclusive ? range->min : range->min + step) : 0.0;
    spin->setRange(minimum - step, range ? range->max : 1e9);
    spin->setSpecialValueText(tr("Not answered"));
    spin->setSuffix(QLatin1Char(' ') + qs(factor.unit));
    spin->setGroupSeparatorShown(true);
    spin->setAccelerated(true);
    // Typed digits count on Enter or focus-out: "70" never passes through "7".
    spin->setKeyboardTracking(false);
    const QString help = range ? tr("%1\n%2\nThe lowest value means not answered.")
                                     .arg(qs(factor.question), rangeToolTip(*range))
                               : qs(factor.question);
    spin->setToolTip(help);
    spin->setWhatsThis(help);
    spin->setAccessibleName(qs(factor.label));
    auto *label = new QLabel(qs(factor.label) + QLatin1Char(':'), m_form);
    label->setToolTip(qs(factor.question));
    label->setBuddy(spin);
    form->addRow(label, spin);
    m_fields.emplace(std::string(factor.id), Field{&factor, nullptr, spin, tr("Not answered")});
    connect(spin, &QDoubleSpinBox::valueChanged, this, [this, &factor, spin](double value) {
        if (m_syncing)
            return;
        setAnswer(factor, value <= spin->minimum()
                              ? std::nullopt
                              : std::optional(ProfileAnswer{value, std::string()}));
    });
}

QWidget *WorkloadProfilePanel::buildChecklist()
{
    auto *box = new QGroupBox(tr("Practical decision checklist (seed 000)"), this);
    m_checklistView = new QTableView(box);
    m_checklistView->setModel(m_checklistModel);
    m_checklistView->setAccessibleName(tr("Decision checklist"));
    m_checklistView->setAlternatingRowColors(true);
    m_checklistView->setSelectionMode(QAbstractItemView::NoSelection);
    m_checklistView->setWordWrap(false);
    m_checklistView->verticalHeader()->hide();
    QHeaderView *header = m_checklistView->horizontalHeader();
    header->setSectionResizeMode(QHeaderView::ResizeToContents);
    header->setSectionResizeMode(ChecklistTableModel::AnswerColumn, QHeaderView::Stretch);
    m_checklistCounts = Labels::wrapped(box);
    m_verdict = Labels::wrapped(box);
    QFont bold = m_verdict->font();
    bold.setBold(true);
    m_verdict->setFont(bold);
    auto *layout = new QVBoxLayout(box);
    layout->addWidget(m_checklistView, 1);
    layout->addWidget(m_checklistCounts);
    layout->addWidget(m_verdict);
    return box;
}

QComboBox *WorkloadProfilePanel::choiceEditor(std::string_view factor) const
{
    const auto found = m_fields.find(factor);
    return found == m_fields.end() ? nullptr : found->second.choice;
}

QDoubleSpinBox *WorkloadProfilePanel::numberEditor(std::string_view factor) const
{
    const auto found = m_fields.find(factor);
    return found == m_fields.end() ? nullptr : found->second.number;
}

QString WorkloadProfilePanel::checklistCountsText() const
{
    return m_checklistCounts->text();
}

QString WorkloadProfilePanel::verdictText() const
{
    return m_verdict->text();
}

QString WorkloadProfilePanel::statusText() const
{
    return m_status->text();
}

std::optional<double> WorkloadProfilePanel::baselineMonthlyCompute() const
{
    return ProfileEditing::baselineMonthlyCompute(m_document->scenario(),
                                                  m_controller->evaluation());
}

void WorkloadProfilePanel::setAnswer(const ProfileFactor &factor,
                                     const std::optional<ProfileAnswer> &answer)
{
    if (!m_document->scenario().profile)
        return;
    const std::string id(factor.id);
    const Expected<void, QString> problem =
        m_document->apply(QStringLiteral("profile.") + qs(factor.id),
                          tr("Workload profile: %1").arg(qs(factor.label)),
                          [&](Scenario &s) { s.profile->setAnswer(id, answer); });
    if (!problem) {
        showStatus(problem.error(), true);
        syncFromDocument(); // refused: show the document's answer again
    }
}

void WorkloadProfilePanel::setProfileEnabled(bool enabled)
{
    const Scenario &scenario = m_document->scenario();
    if (enabled == scenario.profile.has_value())
        return;
    const std::optional<double> monthly = baselineMonthlyCompute();
    int kept = 0;
    Expected<void, QString> problem;
    if (enabled) {
        WorkloadProfile profile;
        profile.matrix = ProfileEditing::suggestedMatrix(scenario);
        problem = m_document->apply(QString(), tr("Use a workload profile"), [&](Scenario &s) {
            kept = ProfileEditing::enable(s, profile, monthly);
        });
    } else {
        problem = m_document->apply(QString(), tr("Stop using the workload profile"),
                                    [&](Scenario &s) { ProfileEditing::disable(s, monthly); });
    }
    if (!problem) {
        showStatus(problem.error(), true);
        syncFromDocument();
        return;
    }
    if (!enabled)
        showStatus(tr("Workload profile off: the matrix keeps the scores the profile gave it "
                      "(Undo brings the profile back)."),
                   false);
    else if (kept > 0)
        showStatus(tr("Workload profile on. %n score(s) you typed differ from the derived ones "
                      "and are kept as overrides (bold in the matrix); \"Use derived scores "
                      "everywhere\" drops them.",
                      nullptr, kept),
                   false);
    else
        showStatus(tr("Workload profile on: answer the questions below; the matrix follows."),
                   false);
}

void WorkloadProfilePanel::chooseMatrix(const QString &matrixId)
{
    const Scenario &scenario = m_document->scenario();
    if (!scenario.profile || qs(scenario.profile->matrixId()) == matrixId)
        return;
    const std::optional<double> monthly = baselineMonthlyCompute();
    int overrides = 0;
    const Expected<void, QString> problem =
        m_document->apply(QString(), tr("Workload profile matrix"), [&](Scenario &s) {
            overrides = ProfileEditing::setMatrix(s, matrixId.toStdString(), monthly);
        });
    if (!problem) {
        showStatus(problem.error(), true);
        syncFromDocument();
    } else if (overrides > 0) {
        showStatus(tr("%n score(s) of the matrix differ from what the new preset derives and "
                      "are kept as overrides.",
                      nullptr, overrides),
                   false);
    }
}

void WorkloadProfilePanel::clearOverrides()
{
    const Scenario &scenario = m_document->scenario();
    if (!scenario.profile || scenario.profile->overrides.empty())
        return;
    const int count = int(scenario.profile->overrides.size());
    if (const auto problem = m_document->apply(QString(), tr("Use derived scores everywhere"),
                                               [](Scenario &s) { s.profile->overrides.clear(); });
        !problem)
        showStatus(problem.error(), true);
    else
        showStatus(tr("Removed %n override(s) (Undo restores them).", nullptr, count), false);
}

void WorkloadProfilePanel::syncFromDocument()
{
    const Scenario &scenario = m_document->scenario();
    const bool active = scenario.profile.has_value();
    m_syncing = true;
    m_enabled->setChecked(active);
    m_matrix->setEnabled(active);
    m_form->setEnabled(active);
    const WorkloadProfile shown = scenario.profile.value_or(WorkloadProfile{});
    m_matrix->setCurrentIndex(std::max(0, m_matrix->findData(qs(shown.matrixId()))));
    for (auto &[id, field] : m_fields) {
        const std::optional<ProfileAnswer> answer = shown.answer(id);
        if (field.choice) {
            const int index =
                answer ? ProfileFactors::choiceIndex(*field.factor, answer->choice) : -1;
            field.choice->setCurrentIndex(index + 1);
        } else {
            field.number->setValue(answer && answer->number ? *answer->number
                                                            : field.number->minimum());
        }
    }
    const int overrides = active ? int(shown.overrides.size()) : 0;
    m_clearOverrides->setEnabled(overrides > 0);
    m_clearOverrides->setText(
        overrides > 0 ? tr("Use derived scores everywhere (%n override(s))", nullptr, overrides)
                      : tr("Use derived scores everywhere"));
    m_syncing = false;
}

void WorkloadProfilePanel::evaluated()
{
    const Scenario &scenario = m_document->scenario();
    const std::optional<ProfileResult> &result = m_controller->evaluation().profile;
    const bool current = scenario.profile && result;
    m_checklistModel->setChecklist(current ? std::optional(result->checklist) : std::nullopt);
    m_checklistCounts->setText(current ? m_checklistModel->countsText()
                                       : tr("Use a workload profile to fill the checklist."));
    m_verdict->setText(m_checklistModel->verdictText());
    m_verdict->setVisible(current);
    m_porting->setEstimate(current ? result->porting : std::nullopt);

    // An unanswered number falls back on the scenario (model size, horizon, spend): say so.
    std::vector<std::string> fromScenario;
    const WorkloadProfile effective =
        scenario.profile
            ? ProfileScoring::effectiveProfile(scenario, baselineMonthlyCompute(), &fromScenario)
            : WorkloadProfile{};
    for (auto &[id, field] : m_fields) {
        if (!field.number)
            continue;
        QString text = field.notAnswered;
        const std::optional<ProfileAnswer> answer = effective.answer(id);
        if (answer && std::find(fromScenario.begin(), fromScenario.end(), id) != fromScenario.end())
            text =
                tr("Not answered (scenario: %1)").arg(QString::fromStdString(answer->inWords(id)));
        field.number->setSpecialValueText(text);
    }
}

void WorkloadProfilePanel::showStatus(const QString &text, bool problem)
{
    m_status->setText(text);
    m_status->setVisible(!text.isEmpty());
    Labels::setTextColour(m_status,
                          problem ? Labels::errorColour() : palette().color(QPalette::WindowText));
    if (!text.isEmpty())
        Q_EMIT message(text);
}

} // namespace acceldecide::ui
