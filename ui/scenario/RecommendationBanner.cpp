#include "ui/scenario/RecommendationBanner.h"

#include "ui/document/EvaluationController.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

#include <set>

namespace acceldecide::ui {

namespace {

// Codes that make a figure untrustworthy rather than merely worth a look.
bool isSevere(const std::string &code)
{
    return code == "implied_mfu_impossible" || code == "price_conflict";
}

bool isInformational(const std::string &code)
{
    return code == "discount_from_catalog" || code == "throughput_from_catalog";
}

} // namespace

RecommendationBanner::RecommendationBanner(EvaluationController *controller, QWidget *parent)
    : QFrame(parent), m_controller(controller), m_summary(new QLabel(this)),
      m_warnings(new QLabel(this)), m_updateText(new QLabel(this)),
      m_updateButton(new QPushButton(tr("Review && &update…"), this))
{
    setFrameShape(QFrame::StyledPanel);
    setAccessibleName(tr("Recommendation"));
    QFont font = m_summary->font();
    font.setPointSizeF(font.pointSizeF() * 1.15);
    font.setBold(true);
    m_summary->setFont(font);
    for (QLabel *label : {m_summary, m_warnings, m_updateText}) {
        label->setWordWrap(true);
        label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    }
    m_warnings->setTextFormat(Qt::RichText);

    auto *update = new QHBoxLayout;
    update->addWidget(m_updateText, 1);
    update->addWidget(m_updateButton);
    m_updateText->hide();
    m_updateButton->hide();
    connect(m_updateButton, &QPushButton::clicked, this, &RecommendationBanner::updateRequested);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(8, 6, 8, 6);
    layout->addWidget(m_summary);
    layout->addWidget(m_warnings);
    layout->addLayout(update);

    connect(m_controller, &EvaluationController::evaluated, this, &RecommendationBanner::refresh);
    refresh();
}

void RecommendationBanner::refresh()
{
    const Evaluation &evaluation = m_controller->evaluation();
    // Only touch the labels when their text changes: laying out rich text is not free.
    const QString summary = QString::fromStdString(evaluation.recommendation.summary);
    if (m_summary->text() != summary)
        m_summary->setText(summary);

    m_warningLines.clear();
    QStringList items;
    for (const QString &problem : m_controller->problems()) {
        m_warningLines << problem;
        items << tr("<li><b>Not evaluated:</b> %1 <i>(the figures shown are from the last "
                    "valid input)</i></li>")
                     .arg(problem.toHtmlEscaped());
    }
    // The same sentence for several options (a shared stale source, say) is listed once.
    std::set<std::string> seen;
    for (const OptionResult &option : evaluation.options) {
        for (const Warning &warning : option.warnings) {
            const QString line = tr("%1: %2").arg(QString::fromStdString(option.label),
                                                  QString::fromStdString(warning.message));
            m_warningLines << line;
            if (!seen.insert(warning.message).second)
                continue;
            const QString prefix = isSevere(warning.code)          ? tr("⚠ <b>%1</b>")
                                   : isInformational(warning.code) ? tr("ℹ %1")
                                                                   : tr("⚠ %1");
            items << QStringLiteral("<li>%1 — %2</li>")
                         .arg(prefix.arg(QString::fromStdString(option.label).toHtmlEscaped()),
                              QString::fromStdString(warning.message).toHtmlEscaped());
        }
    }
    m_warnings->setVisible(!items.isEmpty());
    const QString html =
        QStringLiteral("<ul style=\"margin-left:-20px\">%1</ul>").arg(items.join(QString()));
    if (m_warnings->text() != html) {
        m_warnings->setText(html);
        m_warnings->setToolTip(m_warningLines.join(QLatin1Char('\n')));
    }
}

QString RecommendationBanner::summaryText() const
{
    return m_summary->text();
}

void RecommendationBanner::setUpdateNotice(const QString &text)
{
    m_updateText->setText(text);
    m_updateText->setVisible(!text.isEmpty());
    m_updateButton->setVisible(!text.isEmpty());
}

QString RecommendationBanner::updateNoticeText() const
{
    return m_updateText->text();
}

} // namespace acceldecide::ui
