#include "ui/commitment/CommitmentPlanControls.h"

#include "ui/commitment/CommitmentEdits.h"
#include "ui/widgets/Qs.h"

#include <QComboBox>
#include <QFormLayout>

#include <utility>

namespace acceldecide::ui {

CommitmentPlanControls::CommitmentPlanControls(CommitmentEdits *edits, QWidget *parent,
                                               Report report)
    : QObject(parent), m_edits(edits), m_report(std::move(report)), m_plan(new QComboBox(parent)),
      m_offeringClass(new QComboBox(parent)), m_renewal(new QComboBox(parent))
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
    form->addRow(tr("&Renewal:"), m_renewal);
}

void CommitmentPlanControls::sync(const std::string &optionId, const Commitment &commitment)
{
    m_syncing = true;
    m_optionId = optionId;
    const bool savingsPlan = commitment.kind == CommitmentKind::SavingsPlan;
    m_plan->setCurrentIndex(m_plan->findData(int(commitment.plan)));
    m_plan->setEnabled(savingsPlan);
    m_offeringClass->setCurrentIndex(m_offeringClass->findData(int(commitment.offeringClass)));
    m_offeringClass->setEnabled(!savingsPlan);
    m_renewal->setCurrentIndex(m_renewal->findData(int(commitment.renewal)));
    m_syncing = false;
}

} // namespace acceldecide::ui
