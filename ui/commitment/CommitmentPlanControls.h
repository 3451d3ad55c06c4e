#pragma once

#include "core/model/Expected.h"
#include "core/model/Scenario.h"

#include <QObject>
#include <QString>

#include <functional>
#include <string>

class QComboBox;
class QFormLayout;
class QSpinBox;
class QWidget;

namespace acceldecide::ui {

class CommitmentEdits;

// The savings-plan panel's choices of what a commitment covers, when it starts and how it
// renews: the plan type (Compute or EC2 Instance; a savings plan's), the offering class
// (standard or convertible; a reservation's), the month its first term starts (by
// default the month the option's port ends in) and the renewal policy at each term's end. They sit
// in the panel's commitment form, so they are rows added to it rather than a widget of their own;
// each change is one undoable CommitmentEdits edit, and the panel's refresh shows the document's
// values again through sync().
class CommitmentPlanControls : public QObject
{
    Q_OBJECT

public:
    // Called with every edit's outcome (the panel shows a refusal and re-evaluates).
    using Report = std::function<void(const Expected<void, QString> &)>;

    CommitmentPlanControls(CommitmentEdits *edits, QWidget *parent, Report report);

    // Adds the four rows to `form` (whose widget must be the parent given above).
    void addRows(QFormLayout *form);
    // Shows `commitment`'s choices for `optionId` without editing anything; a plan for a
    // savings plan only, an offering class for a reservation only. `defaultStartMonth` is
    // the month the commitment starts in when none is stated (the evaluation's).
    void sync(const std::string &optionId, const Commitment &commitment, int horizonMonths,
              int defaultStartMonth, double defaultStartFraction = 0.0);

    QComboBox *planCombo() const { return m_plan; }
    QComboBox *offeringClassCombo() const { return m_offeringClass; }
    QComboBox *renewalCombo() const { return m_renewal; }
    // 0 ("when the port ends"): no month stated.
    QSpinBox *startMonthSpin() const { return m_startMonth; }

private:
    CommitmentEdits *m_edits;
    Report m_report;
    std::string m_optionId;
    QComboBox *m_plan;
    QComboBox *m_offeringClass;
    QComboBox *m_renewal;
    QSpinBox *m_startMonth;
    bool m_syncing = false;
};

} // namespace acceldecide::ui
