#include "ui/decisions/RecordDecisionDialog.h"

#include "database/decisions/DecisionRepository.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDateEdit>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QVBoxLayout>

#include <utility>

namespace acceldecide::ui {

namespace {

QString q(const std::string &text)
{
    return QString::fromStdString(text);
}

} // namespace

RecordDecisionDialog::RecordDecisionDialog(db::CatalogDatabase *catalog, DecisionRecord prepared,
                                           std::vector<OptionChoice> options, QWidget *parent)
    : QDialog(parent), m_catalog(catalog), m_prepared(std::move(prepared)),
      m_option(new QComboBox(this)), m_decidedBy(new QLineEdit(this)),
      m_decidedAt(new QDateEdit(QDate::currentDate(), this)), m_rationale(new QPlainTextEdit(this)),
      m_reason(new QLineEdit(this)), m_hasReview(new QCheckBox(tr("Review on"), this)),
      m_review(new QDateEdit(QDate::currentDate().addMonths(6), this)),
      m_supersedes(new QComboBox(this)), m_problem(new QLabel(this))
{
    setWindowTitle(tr("Record Decision"));
    m_option->setObjectName(QStringLiteral("chosenOption"));
    m_decidedBy->setObjectName(QStringLiteral("decidedBy"));
    m_reason->setObjectName(QStringLiteral("reason"));
    for (const OptionChoice &option : options) {
        const bool recommended = option.id == m_prepared.recommendedOption;
        m_option->addItem(recommended ? tr("%1 (recommended)").arg(q(option.label))
                                      : q(option.label),
                          q(option.id));
        if (recommended)
            m_option->setCurrentIndex(m_option->count() - 1);
    }
    m_decidedAt->setCalendarPopup(true);
    m_decidedAt->setDisplayFormat(QStringLiteral("yyyy-MM-dd"));
    m_review->setCalendarPopup(true);
    m_review->setDisplayFormat(QStringLiteral("yyyy-MM-dd"));
    m_hasReview->setChecked(true);
    connect(m_hasReview, &QCheckBox::toggled, m_review, &QWidget::setEnabled);
    m_decidedBy->setPlaceholderText(tr("Who decided, e.g. the infrastructure review"));
    m_rationale->setPlaceholderText(tr("Why, in the team's words"));
    m_rationale->setTabChangesFocus(true);
    m_reason->setPlaceholderText(tr("Needed when the choice is not the recommendation"));
    m_supersedes->addItem(tr("(none)"), QVariant());
    if (m_catalog) {
        if (const auto listed = db::DecisionRepository(*m_catalog).list()) {
            for (const db::DecisionSummary &summary : listed.value()) {
                if (summary.supersededBy)
                    continue; // history is a line: only a current record can be replaced
                const DecisionRecord &r = summary.record;
                m_supersedes->addItem(
                    tr("%1: %2 on %3 (%4)")
                        .arg(r.id)
                        .arg(q(r.chosenOption), q(r.decidedAt), q(r.scenarioName)),
                    qlonglong(r.id));
            }
        }
    }
    m_problem->setWordWrap(true);
    m_problem->setStyleSheet(QStringLiteral("color: palette(highlight);"));
    m_problem->hide();

    auto *review = new QHBoxLayout;
    review->addWidget(m_hasReview);
    review->addWidget(m_review, 1);
    auto *form = new QFormLayout;
    form->addRow(tr("&Chosen option:"), m_option);
    form->addRow(tr("Decided &by:"), m_decidedBy);
    form->addRow(tr("Decided &on:"), m_decidedAt);
    form->addRow(tr("&Rationale:"), m_rationale);
    form->addRow(tr("Reason for not taking the recommendation:"), m_reason);
    form->addRow(tr("Review:"), review);
    form->addRow(tr("&Supersedes:"), m_supersedes);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("Record"));
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    auto *note = new QLabel(tr("The record keeps this scenario with every catalog number pinned "
                               "and its decision report. Records are never changed; a newer one "
                               "may supersede it."),
                            this);
    note->setWordWrap(true);
    layout->addWidget(note);
    layout->addLayout(form);
    layout->addWidget(m_problem);
    layout->addWidget(buttons);
    connect(m_option, &QComboBox::currentIndexChanged, this, &RecordDecisionDialog::updateReason);
    updateReason();
}

void RecordDecisionDialog::updateReason()
{
    const bool differs = m_option->currentData().toString() != q(m_prepared.recommendedOption);
    m_reason->setEnabled(differs);
}

DecisionRecord RecordDecisionDialog::record() const
{
    DecisionRecord record = m_prepared;
    record.chosenOption = m_option->currentData().toString().toStdString();
    record.decidedBy = m_decidedBy->text().toStdString();
    record.decidedAt = m_decidedAt->date().toString(Qt::ISODate).toStdString();
    record.rationale = m_rationale->toPlainText().toStdString();
    record.reason = m_reason->isEnabled() ? m_reason->text().toStdString() : std::string();
    if (m_hasReview->isChecked())
        record.reviewDate = m_review->date().toString(Qt::ISODate).toStdString();
    else
        record.reviewDate.reset();
    if (m_supersedes->currentData().isValid())
        record.supersedes = m_supersedes->currentData().toLongLong();
    else
        record.supersedes.reset();
    return record;
}

QString RecordDecisionDialog::problem() const
{
    return m_problem->isHidden() ? QString() : m_problem->text();
}

void RecordDecisionDialog::accept()
{
    if (!m_catalog) {
        m_problem->setText(tr("No catalog is open: decisions are recorded in the catalog."));
        m_problem->show();
        return;
    }
    const auto stored = db::DecisionRepository(*m_catalog).record(record());
    if (!stored) {
        m_problem->setText(stored.error().toString());
        m_problem->show();
        return;
    }
    m_recordedId = stored.value();
    QDialog::accept();
}

} // namespace acceldecide::ui
