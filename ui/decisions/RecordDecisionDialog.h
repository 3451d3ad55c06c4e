#pragma once

#include "core/decision/DecisionRecord.h"

#include <QDialog>

#include <optional>
#include <string>
#include <vector>

class QComboBox;
class QDateEdit;
class QCheckBox;
class QLabel;
class QLineEdit;
class QPlainTextEdit;

namespace acceldecide::db {
class CatalogDatabase;
}

namespace acceldecide::ui {

// File > Record Decision…: the team's choice on the scenario as evaluated now. The
// record's scenario, recommendation and report come from the caller (`prepared`); the
// dialog asks for the choice (the recommendation preselected), who decided, when, why,
// a reason when the choice is not the recommendation, a review date and the record it
// supersedes. OK stores it; a refusal is shown in the dialog, naming the field, and
// nothing is stored.
class RecordDecisionDialog : public QDialog
{
    Q_OBJECT

public:
    struct OptionChoice
    {
        std::string id;
        std::string label;
    };

    RecordDecisionDialog(db::CatalogDatabase *catalog, DecisionRecord prepared,
                         std::vector<OptionChoice> options, QWidget *parent = nullptr);

    // The id of the record stored by accept(), once it was.
    std::optional<long long> recordedId() const { return m_recordedId; }
    // The record as the dialog's fields say (what accept() stores).
    DecisionRecord record() const;
    // The message of the last refusal; empty before one.
    QString problem() const;

    void accept() override;

private:
    void updateReason();

    db::CatalogDatabase *m_catalog;
    DecisionRecord m_prepared;
    QComboBox *m_option;
    QLineEdit *m_decidedBy;
    QDateEdit *m_decidedAt;
    QPlainTextEdit *m_rationale;
    QLineEdit *m_reason;
    QCheckBox *m_hasReview;
    QDateEdit *m_review;
    QComboBox *m_supersedes;
    QLabel *m_problem;
    std::optional<long long> m_recordedId;
};

} // namespace acceldecide::ui
