#include "ui/commitment/CommitmentPlanControls.h"

#include "ui/commitment/CommitmentEdits.h"
#include "ui/widgets/Qs.h"
#include "ui/widgets/RangeToolTip.h"

#include <QComboBox>
#include <QFormLayout>
#include <QSpinBox>

#include <algorithm>
#include <optional>
#include <utility>

namespace acceldecide::ui {

CommitmentPlanControls::CommitmentPlanControls(CommitmentEdits *edits, QWidget *parent,
                                               Report report)
    : QObject(parent), m_edits(edits), m_report(std::move(report)), m_plan(new QComboBox(parent)),
      m_offeringClass(new QComboBox(parent)), m_renewal(new QComboBox(parent)),
      m_startMonth(new QSpinBox(parent))
{
    // SageMaker plans cover SageMaker usage only, and an option is an EC2 instance.
    for (const SavingsPlanType plan : {SavingsPlanType::Compute, SavingsPlanType::Ec2Instance}) {
        m_plan->addItem(plan == SavingsPlanType::Compute ? tr("Compute") : tr("EC2 Instance"),
                        int(plan));
        m_plan->setItemData(m_plan->count() - 1, qs(savingsPlanTypeLabel(plan)), Qt::ToolTipRole);
    }
    m_plan->setToolTip(tr("A Compute Savings Plan covers any instance family; an EC2 Instance "
                          "Savings Plan one family, for a larger discount (savings plans only)"));
    m_offeringClass->addItem(tr("Standard"), int(OfferingClass::Standard));
    m_offeringClass->addItem(tr("Convertible"), int(OfferingClass::Convertible));
    m_offeringClass->setToolTip(tr("A convertible reservation can be exchanged for another "
                                   "instance family, for a smaller discount (reservations only)"));
    m_renewal->addItem(tr("Optimal"), int(RenewalPolicy::Optimal));
    m_renewal->setItemData(0, tr("Renew only where renewing lowers the cost"), Qt::ToolTipRole);
    m_renewal->addItem(tr("While usage continues"), int(RenewalPolicy::WhileUsageContinues));
    m_renewal->setItemData(1, tr("Renew whenever the workload still runs when a term ends"),
                           Qt::ToolTipRole);
    m_renewal->addItem(tr("Never"), int(RenewalPolicy::Never));
    m_renewal->setItemData(2, tr("Buy one term only"), Qt::ToolTipRole);
    m_renewal->setToolTip(tr("What happens at each term's end while the horizon goes on"));

    // 0 stands for no month stated: the commitment then starts when the option's own
    // usage begins.
    m_startMonth->setRange(0, 120);
    m_startMonth->setSpecialValueText(tr("When the port ends"));
    m_startMonth->setPrefix(tr("month "));
    m_startMonth->setAccelerated(true);
    m_startMonth->setToolTip(tr("The month the first term starts; AWS bills it every hour from "
                                "then, used or not.") +
                             QLatin1Char('\n') + rangeToolTip("options[].commitment.start_month"));
    connect(m_startMonth, &QSpinBox::valueChanged, this, [this](int month) {
        if (m_syncing)
            return;
        m_report(
            m_edits->setStartMonth(m_optionId, month > 0 ? std::optional(month) : std::nullopt));
    });
    connect(m_plan, &QComboBox::currentIndexChanged, this, [this](int index) {
        if (m_syncing || index < 0)
            return;
        m_report(m_edits->setPlan(m_optionId, SavingsPlanType(m_plan->itemData(index).toInt())));
    });
    connect(m_offeringClass, &QComboBox::currentIndexChanged, this, [this](int index) {
        if (m_syncing || index < 0)
            return;
        m_report(m_edits->setOfferingClass(
            m_optionId, OfferingClass(m_offeringClass->itemData(index).toInt())));
    });
    connect(m_renewal, &QComboBox::currentIndexChanged, this, [this](int index) {
        if (m_syncing || index < 0)
            return;
        m_report(
            m_edits->setRenewal(m_optionId, RenewalPolicy(m_renewal->itemData(index).toInt())));
    });
}

void CommitmentPlanControls::addRows(QFormLayout *form)
{
    form->addRow(tr("P&lan:"), m_plan);
    form->addRow(tr("Offering &class:"), m_offeringClass);
    form->addRow(tr("&Starts in:"), m_startMonth);
    form->addRow(tr("&Renewal:"), m_renewal);
}

void CommitmentPlanControls::sync(const std::string &optionId, const Commitment &commitment,
                                  int horizonMonths, int defaultStartMonth,
                                  double defaultStartFraction)
{
    m_syncing = true;
    m_optionId = optionId;
    const bool savingsPlan = commitment.kind == CommitmentKind::SavingsPlan;
    m_plan->setCurrentIndex(m_plan->findData(int(commitment.plan)));
    m_plan->setEnabled(savingsPlan);
    m_offeringClass->setCurrentIndex(m_offeringClass->findData(int(commitment.offeringClass)));
    m_offeringClass->setEnabled(!savingsPlan);
    m_renewal->setCurrentIndex(m_renewal->findData(int(commitment.renewal)));
    m_startMonth->setMaximum(std::max(1, horizonMonths));
    m_startMonth->setValue(commitment.startMonth.value_or(0));
    m_startMonth->setToolTip(
        tr("The month the first term starts; AWS bills it every hour from then, used or not. "
           "Left at \"When the port ends\" it starts in month %1, when the option's own usage "
           "begins.")
            .arg(defaultStartFraction > 0.0
                     ? tr("%1 on day %2")
                           .arg(defaultStartMonth)
                           .arg(CommitmentTerms::dayOfMonth(defaultStartFraction))
                     : QString::number(defaultStartMonth)) +
        QLatin1Char('\n') + rangeToolTip("options[].commitment.start_month"));
    m_syncing = false;
}

} // namespace acceldecide::ui
