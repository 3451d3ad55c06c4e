#include "ui/profile/PortingEstimateBox.h"
#include "ui/widgets/Labels.h"
#include "ui/widgets/Qs.h"

#include "ui/document/ScenarioDocument.h"

#include "core/decision/PortingEstimator.h"
#include "core/text/TextFormat.h"

#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

namespace acceldecide::ui {

namespace {

QString weeks(double value)
{
    return qs(text::compact(value, 2));
}

} // namespace

PortingEstimateBox::PortingEstimateBox(ScenarioDocument *document, QWidget *parent)
    : QGroupBox(tr("Porting estimate"), parent), m_document(document),
      m_rows(Labels::wrapped(this)), m_range(Labels::wrapped(this)),
      m_warning(Labels::wrapped(this)),
      m_apply(new QPushButton(tr("Use for Neuron options' porting weeks"), this)),
      m_status(Labels::wrapped(this))
{
    m_rows->setTextFormat(Qt::RichText);
    QFont bold = m_range->font();
    bold.setBold(true);
    m_range->setFont(bold);
    // Dark red reads on the light palette; the leading "Warning:" carries it without colour.
    Labels::setTextColour(m_warning, Labels::errorColour());
    m_apply->setToolTip(tr("Set every Neuron option's porting weeks to the midpoint and its "
                           "uncertainty range to the estimate's range (one undo step)"));
    m_status->setForegroundRole(QPalette::PlaceholderText);
    connect(m_apply, &QPushButton::clicked, this, [this] { applyEstimate(); });

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_rows);
    layout->addWidget(m_range);
    layout->addWidget(m_warning);
    layout->addWidget(m_apply, 0, Qt::AlignLeft);
    layout->addWidget(m_status);
    layout->addStretch(1);
    setEstimate(std::nullopt);
}

void PortingEstimateBox::setEstimate(const std::optional<PortingEstimate> &estimate)
{
    if (estimate != std::nullopt && m_estimate != std::nullopt &&
        estimate->lowWeeks == m_estimate->lowWeeks &&
        estimate->highWeeks == m_estimate->highWeeks &&
        estimate->rows.size() == m_estimate->rows.size() &&
        estimate->architecture == m_estimate->architecture) {
        m_estimate = estimate; // the same estimate: keep the last notes on show
        return;
    }
    m_estimate = estimate;
    m_status->clear();
    m_status->hide();
    m_apply->setEnabled(estimate.has_value());
    if (!estimate) {
        m_rows->setText(tr("Answer the model architecture (and the team expertise) to get the "
                           "seeds' porting estimate."));
        m_range->clear();
        m_range->hide();
        m_warning->hide();
        return;
    }
    QString rows = QStringLiteral("<ul style=\"margin-left:0; -qt-list-indent:1\">");
    for (const PortingEstimateRow &row : estimate->rows)
        rows += tr("<li>%1: <b>%2–%3 weeks</b> <i>(%4)</i></li>")
                    .arg(qs(row.wording).toHtmlEscaped(), weeks(row.lowWeeks), weeks(row.highWeeks),
                         qs(row.source).toHtmlEscaped());
    rows += QStringLiteral("</ul>");
    m_rows->setText(rows);
    m_range->setText(tr("Range %1–%2 weeks (every row counts where the seeds disagree); "
                        "midpoint %3 weeks")
                         .arg(weeks(estimate->lowWeeks), weeks(estimate->highWeeks),
                              weeks(estimate->midpointWeeks())));
    m_range->show();
    m_warning->setText(tr("Warning: this port may be infeasible (seed 000: \"Months or "
                          "infeasible\"). Check the kernels before counting on the weeks."));
    m_warning->setVisible(estimate->mayBeInfeasible);
}

QStringList PortingEstimateBox::applyEstimate()
{
    if (!m_estimate)
        return {};
    const PortingEstimate estimate = *m_estimate;
    std::vector<std::string> notes;
    const Expected<void, QString> problem =
        m_document->apply(QString(), tr("Use the porting estimate"),
                          [&](Scenario &s) { notes = PortingEstimator::applyTo(s, estimate); });
    QStringList lines;
    for (const std::string &note : notes)
        lines << qs(note);
    if (!problem) {
        m_status->setText(tr("Not applied: %1").arg(problem.error()));
        lines.clear();
    } else if (lines.isEmpty()) {
        m_status->setText(tr("No Neuron option to apply it to."));
    } else {
        m_status->setText(tr("Applied (Undo reverts): %1").arg(lines.join(QStringLiteral("; "))));
    }
    m_status->show();
    Q_EMIT message(m_status->text());
    return lines;
}

QString PortingEstimateBox::rowsText() const
{
    return m_rows->text();
}

QString PortingEstimateBox::rangeText() const
{
    return m_range->text();
}

QString PortingEstimateBox::warningText() const
{
    return m_warning->isVisibleTo(this) ? m_warning->text() : QString();
}

QString PortingEstimateBox::statusText() const
{
    return m_status->text();
}

} // namespace acceldecide::ui
