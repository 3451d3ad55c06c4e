#include "ui/commitment/CommitmentPanel.h"
#include "ui/widgets/Labels.h"
#include "ui/widgets/Qs.h"
#include "ui/widgets/RangeToolTip.h"

#include "ui/commitment/CommitmentFields.h"
#include "ui/commitment/CommitmentPlanControls.h"
#include "ui/commitment/CommitmentText.h"
#include "ui/commitment/CreditsPanel.h"
#include "ui/commitment/HeldCommitmentsPanel.h"
#include "ui/document/EvaluationController.h"
#include "ui/document/ScenarioDocument.h"

#include "core/engine/CommitmentAnalysis.h"
#include "core/model/RangeTable.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QScrollArea>
#include <QSignalBlocker>
#include <QSlider>
#include <QSpinBox>
#include <QStringList>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace acceldecide::ui {

CommitmentPanel::CommitmentPanel(ScenarioDocument *document, EvaluationController *controller,
                                 QWidget *parent)
    : QWidget(parent), m_document(document), m_controller(controller),
      m_edits(document, controller), m_status(Labels::wrapped(this))
{
    auto *content = new QWidget(this);
    auto *boxes = new QHBoxLayout;
    boxes->addWidget(buildCommitmentBox(), 4);
    boxes->addWidget(buildLevelBox(), 5);
    boxes->addWidget(buildResultsBox(), 6);
    // What the team already holds is scenario-wide, not the chosen option's: below.
    m_held = new HeldCommitmentsPanel(m_document, content);
    connect(m_held, &HeldCommitmentsPanel::message, this, &CommitmentPanel::message);
    // So are the team's credits and private discount: beside the held commitments.
    m_credits = new CreditsPanel(m_document, content);
    connect(m_credits, &CreditsPanel::message, this, &CommitmentPanel::message);
    auto *sections = new QVBoxLayout(content);
    sections->setContentsMargins(0, 0, 0, 0);
    sections->addLayout(boxes);
    // Side by side, so both stay in view in a dock of ordinary height.
    auto *scenarioWide = new QHBoxLayout;
    scenarioWide->addWidget(m_held, 1);
    scenarioWide->addWidget(m_credits, 1);
    sections->addLayout(scenarioWide);
    auto *scroll = new QScrollArea(this);
    scroll->setWidget(content);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addWidget(m_status);
    layout->addWidget(scroll, 1);

    // Another scenario (New, Open): start again from its first option with a commitment.
    connect(m_document, &ScenarioDocument::replaced, this, [this] { m_optionId.clear(); });
    connect(m_document, &ScenarioDocument::changed, this, &CommitmentPanel::refresh);
    connect(m_controller, &EvaluationController::evaluated, this, &CommitmentPanel::refresh);
    showStatus(QString(), false);
    refresh();
}

QWidget *CommitmentPanel::buildCommitmentBox()
{
    auto *box = new QGroupBox(tr("Commitment"), this);
    m_option = new QComboBox(box);
    m_option->setAccessibleName(tr("Option"));
    m_option->setToolTip(tr("The option whose commitment this panel edits and the savings-plan "
                            "charts show."));
    m_option->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_option->setMinimumContentsLength(14);
    m_add = new QPushButton(tr("&Add commitment"), box);
    m_add->setToolTip(tr("Give this option a 1-year savings plan sized to its busiest month, "
                         "taking over a savings-plan or reserved discount it had"));
    m_remove = new QPushButton(tr("Remove"), box);
    m_remove->setToolTip(tr("Remove this option's commitment (Undo brings it back)"));
    auto *optionRow = new QHBoxLayout;
    optionRow->addWidget(m_option, 1);
    optionRow->addWidget(m_add);
    optionRow->addWidget(m_remove);

    m_commitmentEditors = new QWidget(box);
    auto *form = new QFormLayout(m_commitmentEditors);
    form->setContentsMargins(0, 0, 0, 0);
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    m_kind = new QComboBox(m_commitmentEditors);
    m_kind->addItem(tr("Savings plan ($ per hour)"), int(CommitmentKind::SavingsPlan));
    m_kind->addItem(tr("Reserved instances"), int(CommitmentKind::Reserved));
    m_kind->setToolTip(tr("A savings plan commits dollars per hour for any matching usage; "
                          "reserved instances commit a number of instances."));
    m_term = new QComboBox(m_commitmentEditors);
    m_term->addItem(tr("1 year"), 1);
    m_term->addItem(tr("3 years"), 3);
    m_term->setToolTip(tr("Switching the term swaps the discount with the other term's"));
    m_payment = new QComboBox(m_commitmentEditors);
    m_payment->addItem(tr("No upfront"), int(PaymentOption::NoUpfront));
    m_payment->addItem(tr("Partial upfront"), int(PaymentOption::PartialUpfront));
    m_payment->addItem(tr("All upfront"), int(PaymentOption::AllUpfront));
    m_payment->setToolTip(tr("How the commitment is paid; more upfront buys a deeper "
                             "discount."));
    m_discount = new QDoubleSpinBox(m_commitmentEditors);
    CommitmentFields::configurePercent(m_discount, "options[].commitment.discount_percent");
    m_otherDiscount = new QDoubleSpinBox(m_commitmentEditors);
    CommitmentFields::configurePercent(
        m_otherDiscount, "options[].commitment.other_term_discount_percent", tr("not set"));
    form->addRow(tr("&Type:"), m_kind);
    form->addRow(tr("&Term:"), m_term);
    form->addRow(tr("&Payment:"), m_payment);
    form->addRow(tr("&Discount:"), m_discount);
    form->addRow(tr("&Other term's discount:"), m_otherDiscount);
    m_planControls =
        new CommitmentPlanControls(&m_edits, m_commitmentEditors,
                                   [this](const Expected<void, QString> &edit) { report(edit); });
    m_planControls->addRows(form);

    auto *layout = new QVBoxLayout(box);
    layout->addLayout(optionRow);
    layout->addWidget(m_commitmentEditors);
    layout->addStretch(1);

    connect(m_option, &QComboBox::currentIndexChanged, this, [this](int index) {
        if (!m_syncing && index >= 0)
            selectOption(m_option->itemData(index).toString().toStdString());
    });
    connect(m_add, &QPushButton::clicked, this, &CommitmentPanel::addCommitment);
    connect(m_remove, &QPushButton::clicked, this, &CommitmentPanel::removeCommitment);
    connect(m_kind, &QComboBox::currentIndexChanged, this, [this](int index) {
        if (!m_syncing && index >= 0)
            report(m_edits.setKind(m_optionId, CommitmentKind(m_kind->itemData(index).toInt())));
    });
    connect(m_term, &QComboBox::currentIndexChanged, this, [this](int index) {
        if (!m_syncing && index >= 0)
            report(m_edits.setTerm(m_optionId, m_term->itemData(index).toInt()));
    });
    connect(m_payment, &QComboBox::currentIndexChanged, this, [this](int index) {
        if (m_syncing || index < 0)
            return;
        const auto payment = PaymentOption(m_payment->itemData(index).toInt());
        report(m_edits.edit(m_optionId, QString(), tr("Payment option"),
                            [&](Commitment &c, const Option &) { c.payment = payment; }));
    });
    connect(m_discount, &QDoubleSpinBox::valueChanged, this, [this](double value) {
        if (m_syncing)
            return;
        report(m_edits.edit(m_optionId, QStringLiteral("commitment.discount.") + qs(m_optionId),
                            tr("Commitment discount"), [&](Commitment &c, const Option &) {
                                c.discountPercent = value;
                                c.discountFromCatalog = false; // typed over the catalog's
                            }));
    });
    connect(m_otherDiscount, &QDoubleSpinBox::valueChanged, this, [this](double value) {
        if (m_syncing)
            return;
        const std::optional<double> other =
            value <= m_otherDiscount->minimum() ? std::nullopt : std::optional<double>(value);
        report(m_edits.edit(
            m_optionId, QStringLiteral("commitment.other_discount.") + qs(m_optionId),
            tr("Other term's discount"),
            [&](Commitment &c, const Option &) { c.otherTermDiscountPercent = other; }));
    });
    return box;
}

QWidget *CommitmentPanel::buildLevelBox()
{
    auto *box = new QGroupBox(tr("Level and usage"), this);
    m_level = new QSlider(Qt::Horizontal, box);
    m_level->setRange(0, kMaxLevelPercent);
    m_level->setPageStep(10);
    m_level->setTickPosition(QSlider::TicksBelow);
    m_level->setTickInterval(25);
    m_level->setAccessibleName(tr("Commitment level, percent of peak usage"));
    m_level->setToolTip(tr("The commitment as a share of the busiest month's accelerators; "
                           "the charts follow while you drag (one undo step per drag)"));
    auto *ends = new QHBoxLayout;
    ends->addWidget(new QLabel(tr("0 %"), box));
    ends->addStretch(1);
    ends->addWidget(new QLabel(tr("%1 % of peak").arg(kMaxLevelPercent), box));
    m_levelText = Labels::wrapped(box);

    m_growth = new QDoubleSpinBox(box);
    CommitmentFields::configurePercent(m_growth, "workload.usage.growth_percent_per_month");
    m_growth->setSuffix(tr(" % per month"));
    m_lastMonth = new QSpinBox(box);
    const FieldRange *months = RangeTable::find("workload.usage.last_month_with_usage");
    // One below the first valid month is "no stop": usage lasts the whole horizon.
    m_lastMonth->setRange(months ? int(months->min) - 1 : 0, months ? int(months->max) : 120);
    m_lastMonth->setSpecialValueText(tr("whole horizon"));
    m_lastMonth->setPrefix(tr("month "));
    m_lastMonth->setKeyboardTracking(false);
    m_lastMonth->setToolTip(months ? rangeToolTip(*months) +
                                         tr("\nThe lowest value: usage lasts the whole horizon.")
                                   : QString());
    auto *usage = new QFormLayout;
    usage->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    usage->addRow(tr("Usage &growth:"), m_growth);
    usage->addRow(tr("&Last month with usage:"), m_lastMonth);

    auto *layout = new QVBoxLayout(box);
    layout->addWidget(m_level);
    layout->addLayout(ends);
    layout->addWidget(m_levelText);
    layout->addSpacing(6);
    layout->addLayout(usage);
    layout->addStretch(1);

    connect(m_level, &QSlider::sliderPressed, this, [this] { ++m_drag; });
    connect(m_level, &QSlider::sliderReleased, this, [this] {
        ++m_drag;
        refresh(); // the handle may snap to what the edit gave (whole instances)
    });
    connect(m_level, &QSlider::valueChanged, this, [this](int value) {
        if (!m_syncing)
            setLevel(value);
    });
    connect(m_growth, &QDoubleSpinBox::valueChanged, this, [this](double value) {
        if (!m_syncing)
            report(m_edits.setGrowth(value));
    });
    connect(m_lastMonth, &QSpinBox::valueChanged, this, [this](int value) {
        if (!m_syncing)
            report(m_edits.setLastMonthWithUsage(
                value <= m_lastMonth->minimum() ? std::nullopt : std::optional<int>(value)));
    });
    return box;
}

QWidget *CommitmentPanel::buildResultsBox()
{
    auto *box = new QGroupBox(tr("What it does"), this);
    m_utilization = Labels::wrapped(box);
    m_breakEven = Labels::wrapped(box);
    m_optimumText = Labels::wrapped(box);
    m_optimum = new QPushButton(tr("&Use optimum"), box);
    m_optimum->setToolTip(tr("Set the level that minimises the horizon's cost plus what is "
                             "owed after it (one undo step)"));
    m_ladder = Labels::wrapped(box);
    m_owed = Labels::wrapped(box);
    auto *optimumRow = new QHBoxLayout;
    optimumRow->addWidget(m_optimumText, 1);
    optimumRow->addWidget(m_optimum, 0, Qt::AlignTop);
    auto *layout = new QVBoxLayout(box);
    layout->addWidget(m_utilization);
    layout->addWidget(m_breakEven);
    layout->addLayout(optimumRow);
    layout->addWidget(m_ladder);
    layout->addWidget(m_owed);
    layout->addStretch(1);
    connect(m_optimum, &QPushButton::clicked, this, &CommitmentPanel::useOptimum);
    return box;
}

const Option *CommitmentPanel::documentOption() const
{
    const Scenario &scenario = m_document->scenario();
    const int index = scenario.optionIndex(m_optionId);
    return index < 0 ? nullptr : &scenario.options[std::size_t(index)];
}

void CommitmentPanel::selectOption(const std::string &optionId)
{
    if (optionId == m_optionId)
        return;
    m_optionId = optionId;
    refresh();
    Q_EMIT optionChosen(qs(m_optionId));
}

void CommitmentPanel::fillOptions()
{
    const Scenario &scenario = m_document->scenario();
    // The first option with a commitment (stated, or a flat savings-plan or reserved
    // purchase), else the first: what the charts show too.
    if (scenario.optionIndex(m_optionId) < 0) {
        const auto committed =
            std::find_if(scenario.options.begin(), scenario.options.end(), [](const Option &o) {
                return CommitmentAnalysis::commitmentOf(o).has_value();
            });
        m_optionId = committed != scenario.options.end() ? committed->id
                     : scenario.options.empty()          ? std::string()
                                                         : scenario.options.front().id;
        Q_EMIT optionChosen(qs(m_optionId));
    }
    const QSignalBlocker blocker(m_option);
    // Rebuilt only when an option or its name changed: a slider drag refreshes this panel
    // many times a second, and rebuilding would close an open drop-down.
    QStringList names;
    for (const Option &option : scenario.options)
        names << CommitmentFields::choiceName(option);
    bool same = m_option->count() == names.size();
    for (int i = 0; same && i < m_option->count(); ++i)
        same = m_option->itemText(i) == names[i] &&
               m_option->itemData(i).toString() == qs(scenario.options[std::size_t(i)].id);
    if (!same) {
        m_option->clear();
        for (std::size_t i = 0; i < scenario.options.size(); ++i) {
            const Option &option = scenario.options[i];
            m_option->addItem(names[qsizetype(i)], qs(option.id));
            m_option->setItemData(m_option->count() - 1, qs(option.label), Qt::ToolTipRole);
        }
    }
    m_option->setCurrentIndex(m_option->findData(qs(m_optionId)));
}

void CommitmentPanel::refresh()
{
    m_syncing = true;
    fillOptions();
    const Option *option = documentOption();
    const bool committed = option && option->commitment;
    m_add->setEnabled(option && !committed);
    m_remove->setEnabled(committed);
    m_commitmentEditors->setEnabled(committed);
    // A flat savings-plan or reserved purchase shows the commitment it is, read-only.
    if (const std::optional<Commitment> shown =
            option ? CommitmentAnalysis::commitmentOf(*option) : std::nullopt) {
        const Commitment &c = *shown;
        m_kind->setCurrentIndex(m_kind->findData(int(c.kind)));
        m_term->setCurrentIndex(m_term->findData(c.termYears));
        m_payment->setCurrentIndex(m_payment->findData(int(c.payment)));
        // A discount left to the catalog (or a flat purchase's) shows the value evaluated.
        const CommitmentOptionResult *result = m_edits.evaluated(m_optionId);
        m_discount->setValue((c.discountFromCatalog || !committed) && result
                                 ? result->discountPercent
                                 : c.discountPercent);
        m_discount->setToolTip(!committed ? tr("The purchase model's discount (the Options table "
                                               "edits it)")
                               : c.discountFromCatalog
                                   ? tr("From the catalog's price for this kind, term and "
                                        "payment option; typing a value replaces it")
                                   : tr("Discount off on-demand for this term and payment"));
        m_otherDiscount->setValue(c.otherTermDiscountPercent.value_or(m_otherDiscount->minimum()));
        m_planControls->sync(m_optionId, c, m_document->scenario().horizonMonths,
                             result ? result->startMonth : 1, result ? result->startFraction : 0.0);
    }
    const Workload &workload = m_document->scenario().workload;
    m_growth->setValue(workload.growthPercentPerMonth);
    m_lastMonth->setValue(workload.lastMonthWithUsage.value_or(m_lastMonth->minimum()));
    // A flat purchase's analysis too, read-only ("Add commitment" makes it editable).
    const CommitmentOptionResult *evaluated = m_edits.evaluated(m_optionId);
    showResults(committed || (evaluated && evaluated->fromPurchaseModel) ? evaluated : nullptr);
    m_syncing = false;
}

void CommitmentPanel::showResults(const CommitmentOptionResult *result)
{
    // While the handle is held the user's position wins; it snaps to the result on release.
    if (!m_level->isSliderDown())
        m_level->setValue(result ? int(std::lround(std::clamp(result->current.percentOfPeak, 0.0,
                                                              double(kMaxLevelPercent))))
                                 : 0);
    const bool stated = result && !result->fromPurchaseModel;
    m_level->setEnabled(stated && result->peakAccelerators > 0.0);
    m_optimum->setEnabled(stated);
    if (!result) {
        const Option *option = documentOption();
        m_levelText->setText(option && option->commitment
                                 ? tr("The scenario cannot be evaluated as it stands: see the "
                                      "message above.")
                                 : tr("This option has no commitment: \"Add commitment\" gives "
                                      "it a savings plan sized to its busiest month."));
        m_utilization->clear();
        m_breakEven->clear();
        m_optimumText->clear();
        m_ladder->clear();
        m_owed->clear();
        return;
    }
    m_levelText->setText(CommitmentText::level(*result));
    m_utilization->setText(CommitmentText::utilization(*result));
    m_breakEven->setText(CommitmentText::breakEven(*result));
    m_optimumText->setText(CommitmentText::optimum(*result));
    m_ladder->setText(CommitmentText::ladder(*result) + QLatin1Char('\n') +
                      CommitmentText::renewals(*result));
    m_owed->setText(CommitmentText::owed(
        *result, m_controller->resolvedScenario().workload.lastMonthWithUsage));
}

bool CommitmentPanel::report(const Expected<void, QString> &edit)
{
    if (!edit) {
        showStatus(edit.error(), true);
        refresh(); // refused: show the document's values again
        return false;
    }
    // Accepted, but a catalog may still be unable to price it.
    if (!m_controller->problems().isEmpty())
        showStatus(m_controller->problems().join(QLatin1Char('\n')), true);
    else
        showStatus(QString(), false);
    return true;
}

void CommitmentPanel::setLevel(int percentOfPeak)
{
    // One merge key per drag (m_drag changes on press and release).
    report(
        m_edits.setLevel(m_optionId, percentOfPeak,
                         QStringLiteral("commitment.level.%1.%2").arg(qs(m_optionId)).arg(m_drag)));
}

void CommitmentPanel::useOptimum()
{
    report(m_edits.useOptimum(m_optionId));
}

void CommitmentPanel::addCommitment()
{
    const Option *option = documentOption();
    if (!option || option->commitment)
        return;
    if (report(m_edits.add(m_optionId)) && documentOption() && documentOption()->commitment)
        showStatus(tr("%1 now has a commitment sized to its busiest month; move the level to "
                      "see what a smaller one does.")
                       .arg(CommitmentFields::shortName(*documentOption())),
                   false);
}

void CommitmentPanel::removeCommitment()
{
    const Option *option = documentOption();
    if (option && option->commitment)
        report(m_edits.remove(m_optionId));
}

QString CommitmentPanel::levelText() const
{
    return m_levelText->text();
}

QString CommitmentPanel::utilizationText() const
{
    return m_utilization->text();
}

QString CommitmentPanel::breakEvenText() const
{
    return m_breakEven->text();
}

QString CommitmentPanel::optimumText() const
{
    return m_optimumText->text();
}

QString CommitmentPanel::ladderText() const
{
    return m_ladder->text();
}

QComboBox *CommitmentPanel::planCombo() const
{
    return m_planControls->planCombo();
}

QComboBox *CommitmentPanel::offeringClassCombo() const
{
    return m_planControls->offeringClassCombo();
}

QComboBox *CommitmentPanel::renewalCombo() const
{
    return m_planControls->renewalCombo();
}

QSpinBox *CommitmentPanel::startMonthSpin() const
{
    return m_planControls->startMonthSpin();
}

QString CommitmentPanel::owedText() const
{
    return m_owed->text();
}

QString CommitmentPanel::statusText() const
{
    return m_status->text();
}

void CommitmentPanel::showStatus(const QString &text, bool problem)
{
    m_status->setText(text);
    m_status->setVisible(!text.isEmpty());
    Labels::setTextColour(m_status,
                          problem ? Labels::errorColour() : palette().color(QPalette::WindowText));
    if (!text.isEmpty())
        Q_EMIT message(text);
}

} // namespace acceldecide::ui
