#include "ui/decisions/DecisionsDialog.h"

#include "core/decision/DecisionRevisit.h"
#include "database/decisions/DecisionRepository.h"
#include "database/decisions/DecisionRevisitInputs.h"
#include "ui/decisions/PlanVsActualDialog.h"
#include "ui/models/DecisionListModel.h"
#include "ui/render/report/DecisionReports.h"

#include <QDate>
#include <QDialogButtonBox>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSaveFile>
#include <QSortFilterProxyModel>
#include <QSplitter>
#include <QTableView>
#include <QTextBrowser>
#include <QVBoxLayout>

namespace acceldecide::ui {

namespace {

QString q(const std::string &text)
{
    return QString::fromStdString(text);
}

QString row(const QString &label, const QString &value)
{
    return QStringLiteral("<tr><th align=left valign=top>%1</th><td>%2</td></tr>")
        .arg(label.toHtmlEscaped(), value.isEmpty() ? QStringLiteral("–") : value.toHtmlEscaped());
}

} // namespace

DecisionsDialog::DecisionsDialog(db::CatalogDatabase *catalog, QWidget *parent)
    : QDialog(parent), m_catalog(catalog), m_model(new DecisionListModel(this)),
      m_proxy(new QSortFilterProxyModel(this)), m_filter(new QLineEdit(this)),
      m_view(new QTableView(this)), m_details(new QTextBrowser(this)),
      m_revisit(new QPushButton(tr("&Revisit with Today's Catalog"), this)),
      m_saveReport(new QPushButton(tr("Save Recorded &Report…"), this)),
      m_saveRevisit(new QPushButton(tr("Save Re&visit PDF…"), this)),
      m_compare(new QPushButton(tr("Compare with &Bill…"), this)), m_status(new QLabel(this))
{
    setWindowTitle(tr("Decisions"));
    m_proxy->setSourceModel(m_model);
    m_proxy->setSortRole(DecisionListModel::SortRole);
    m_proxy->setFilterKeyColumn(-1);
    m_proxy->setFilterCaseSensitivity(Qt::CaseInsensitive);
    m_filter->setPlaceholderText(tr("Filter by scenario, option, person, date…"));
    m_filter->setClearButtonEnabled(true);
    connect(m_filter, &QLineEdit::textChanged, m_proxy,
            &QSortFilterProxyModel::setFilterFixedString);
    m_view->setModel(m_proxy);
    m_view->setSortingEnabled(true);
    m_view->sortByColumn(DecisionListModel::DecidedColumn, Qt::DescendingOrder);
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setSelectionMode(QAbstractItemView::SingleSelection);
    m_view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_view->verticalHeader()->hide();
    m_view->horizontalHeader()->setSectionResizeMode(DecisionListModel::ScenarioColumn,
                                                     QHeaderView::Stretch);
    m_details->setOpenLinks(false);
    connect(m_view->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            &DecisionsDialog::showSelected);
    connect(m_revisit, &QPushButton::clicked, this, &DecisionsDialog::revisitSelected);
    connect(m_saveReport, &QPushButton::clicked, this, &DecisionsDialog::saveReport);
    connect(m_saveRevisit, &QPushButton::clicked, this, &DecisionsDialog::saveRevisit);
    m_compare->setToolTip(tr("Hold the decision to the bills imported into the catalog: the "
                             "plan against what AWS billed, month by month."));
    connect(m_compare, &QPushButton::clicked, this, &DecisionsDialog::compareSelected);

    auto *splitter = new QSplitter(Qt::Vertical, this);
    splitter->addWidget(m_view);
    splitter->addWidget(m_details);
    splitter->setStretchFactor(0, 3);
    splitter->setStretchFactor(1, 2);
    auto *actions = new QHBoxLayout;
    actions->addWidget(m_revisit);
    actions->addWidget(m_saveRevisit);
    actions->addWidget(m_saveReport);
    actions->addWidget(m_compare);
    actions->addStretch(1);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    m_status->setWordWrap(true);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_filter);
    layout->addWidget(splitter, 1);
    layout->addLayout(actions);
    layout->addWidget(m_status);
    layout->addWidget(buttons);
    resize(900, 600);
    reload();
}

void DecisionsDialog::reload()
{
    m_status->clear();
    if (!m_catalog) {
        m_status->setText(tr("No catalog is open."));
        m_model->setDecisions({});
    } else if (auto listed = db::DecisionRepository(*m_catalog).list()) {
        m_model->setDecisions(std::move(listed.value()));
        if (m_model->rowCount() == 0)
            m_status->setText(tr("No decisions are recorded in this catalog yet."));
    } else {
        m_status->setText(listed.error().toString());
        m_model->setDecisions({});
    }
    m_view->resizeColumnsToContents();
    if (m_proxy->rowCount() > 0)
        m_view->selectRow(0);
    showSelected();
}

qint64 DecisionsDialog::selectedId() const
{
    const QModelIndex current = m_view->currentIndex();
    return current.isValid() ? current.data(DecisionListModel::IdRole).toLongLong() : 0;
}

void DecisionsDialog::showSelected()
{
    const qint64 id = selectedId();
    m_revisit->setEnabled(id != 0);
    m_saveReport->setEnabled(id != 0);
    m_saveRevisit->setEnabled(id != 0);
    m_compare->setEnabled(id != 0);
    if (id == 0 || !m_catalog) {
        m_details->clear();
        return;
    }
    // Read-only by design: a record is never changed, only superseded.
    const auto loaded = db::DecisionRepository(*m_catalog).load(id);
    if (!loaded) {
        m_details->setPlainText(loaded.error().toString());
        return;
    }
    const DecisionRecord &r = loaded.value();
    const bool intact = db::DecisionRepository::reportIntact(r);
    QString html = QStringLiteral("<table cellspacing=4>");
    html += row(tr("Record"), QString::number(r.id));
    html += row(tr("Scenario"), q(r.scenarioName));
    html += row(tr("Decided"), tr("%1 by %2").arg(q(r.decidedAt), q(r.decidedBy)));
    html += row(tr("Recorded"), r.recordedBy.empty()
                                    ? q(r.recordedAt)
                                    : tr("%1 by %2").arg(q(r.recordedAt), q(r.recordedBy)));
    html += row(tr("Chosen"), q(r.chosenOption));
    html += row(tr("Recommended"), q(r.recommendedOption));
    if (!r.reason.empty())
        html += row(tr("Reason"), q(r.reason));
    html += row(tr("Rationale"), q(r.rationale));
    html += row(tr("Review"), r.reviewDate ? q(*r.reviewDate) : QString());
    if (r.supersedes)
        html += row(tr("Supersedes"), QString::number(*r.supersedes));
    html += row(
        tr("Report"),
        intact ? tr("%1 bytes, SHA-256 %2 (intact)").arg(r.reportPdf.size()).arg(q(r.reportSha256))
               : tr("does NOT match its recorded SHA-256 %1").arg(q(r.reportSha256)));
    html += QStringLiteral("</table>");
    m_details->setHtml(html);
}

void DecisionsDialog::revisitSelected()
{
    const qint64 id = selectedId();
    if (id == 0 || !m_catalog)
        return;
    const auto inputs = db::DecisionRevisitInputs::load(*m_catalog, id, QDate::currentDate());
    if (!inputs) {
        m_status->setText(inputs.error().toString());
        return;
    }
    const RevisitResult result = inputs->evaluate();
    showSelected();
    m_details->append(
        QStringLiteral("<h3>%1</h3><p>%2</p>")
            .arg(tr("Revisited with today's catalog"), q(result.paragraph).toHtmlEscaped()));
}

PlanVsActualDialog *DecisionsDialog::compareSelected()
{
    const qint64 id = selectedId();
    if (id == 0 || !m_catalog)
        return nullptr;
    // Not modal: two decisions' comparisons can be read side by side.
    auto *dialog = new PlanVsActualDialog(m_catalog, id, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->show();
    return dialog;
}

void DecisionsDialog::saveReport()
{
    const qint64 id = selectedId();
    if (id == 0 || !m_catalog)
        return;
    const auto loaded = db::DecisionRepository(*m_catalog).load(id);
    if (!loaded) {
        m_status->setText(loaded.error().toString());
        return;
    }
    const QString path = QFileDialog::getSaveFileName(
        this, tr("Save Recorded Report"), tr("decision-%1.pdf").arg(id), tr("PDF (*.pdf)"));
    if (path.isEmpty())
        return;
    QSaveFile file(path);
    const std::string &pdf = loaded.value().reportPdf;
    if (!file.open(QIODevice::WriteOnly) ||
        file.write(pdf.data(), qint64(pdf.size())) != qint64(pdf.size()) || !file.commit())
        m_status->setText(tr("%1: cannot write (%2)").arg(path, file.errorString()));
    else
        m_status->setText(tr("Saved %1").arg(path));
}

void DecisionsDialog::saveRevisit()
{
    const qint64 id = selectedId();
    if (id == 0 || !m_catalog)
        return;
    const QString path = QFileDialog::getSaveFileName(
        this, tr("Save Revisit PDF"), tr("decision-%1-revisited.pdf").arg(id), tr("PDF (*.pdf)"));
    if (path.isEmpty())
        return;
    const auto inputs = db::DecisionRevisitInputs::load(*m_catalog, id, QDate::currentDate());
    if (!inputs) {
        m_status->setText(inputs.error().toString());
        return;
    }
    Evaluation then;
    const RevisitResult result = inputs->evaluate(&then);
    if (const auto written =
            DecisionReports::writeRevisit(inputs.value(), result, then, m_catalog, path);
        !written)
        m_status->setText(written.error());
    else
        m_status->setText(tr("Saved %1").arg(path));
}

} // namespace acceldecide::ui
