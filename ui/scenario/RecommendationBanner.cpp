#include "ui/scenario/RecommendationBanner.h"

#include "ui/document/EvaluationController.h"

#include "core/decision/RecommendationChecks.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QScrollArea>
#include <QVBoxLayout>

#include <algorithm>
#include <vector>

namespace acceldecide::ui {

namespace {

// Codes that make a figure untrustworthy rather than merely worth a look: every check that
// sets an option aside (RecommendationChecks says which), and prices that disagree.
bool isSevere(const std::string &code)
{
    return RecommendationChecks::disqualifies(code) || code == "price_conflict";
}

bool isInformational(const std::string &code)
{
    return code == "discount_from_catalog" || code == "throughput_from_catalog";
}

} // namespace

RecommendationBanner::RecommendationBanner(EvaluationController *controller, QWidget *parent)
    : QFrame(parent), m_controller(controller), m_summary(new QLabel(this)),
      m_uncertainty(new QLabel(this)), m_warnings(new QLabel(this)),
      m_warningsArea(new QScrollArea(this)), m_updateText(new QLabel(this)),
      m_updateButton(new QPushButton(tr("Review && &update…"), this))
{
    setFrameShape(QFrame::StyledPanel);
    setAccessibleName(tr("Recommendation"));
    QFont font = m_summary->font();
    font.setPointSizeF(font.pointSizeF() * 1.15);
    font.setBold(true);
    m_summary->setFont(font);
    for (QLabel *label : {m_summary, m_uncertainty, m_warnings, m_updateText}) {
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
    layout->addWidget(m_uncertainty);
    // However many warnings there are, the banner keeps the charts in view: the list
    // scrolls beyond about eight lines.
    m_warningsArea->setWidget(m_warnings);
    m_warningsArea->setWidgetResizable(true);
    m_warningsArea->setFrameShape(QFrame::NoFrame);
    m_warningsArea->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_warningsArea->setMaximumHeight(maximumWarningsHeight());
    layout->addWidget(m_warningsArea);
    layout->addLayout(update);

    connect(m_controller, &EvaluationController::evaluated, this, &RecommendationBanner::refresh);
    // Every Monte Carlo result, the quick one while an input is dragged and the refined
    // one after it rests.
    connect(m_controller, &EvaluationController::monteCarloStarted, this,
            &RecommendationBanner::refreshUncertainty);
    connect(m_controller, &EvaluationController::monteCarloFinished, this,
            &RecommendationBanner::refreshUncertainty);
    refresh();
    refreshUncertainty();
}

QString RecommendationBanner::uncertaintyText() const
{
    return m_uncertainty->isHidden() ? QString() : m_uncertainty->text();
}

void RecommendationBanner::refreshUncertainty()
{
    const std::optional<MonteCarloResult> &result = m_controller->monteCarlo();
    if (!result || result->options.empty()) {
        m_uncertainty->hide();
        return;
    }
    const Evaluation &evaluation = m_controller->evaluation();
    const auto labelOf = [&](const std::string &id) {
        for (const OptionResult &option : evaluation.options) {
            if (option.id == id)
                return QString::fromStdString(option.label);
        }
        return QString::fromStdString(id);
    };
    QStringList chances;
    for (const MonteCarloOptionResult &option : result->options)
        chances << tr("%1 %2%").arg(labelOf(option.option),
                                    QString::number(option.probabilityCheaper * 100.0, 'f', 0));
    // One arg() call: labels are the user's text and may hold a "%2" of their own.
    const QString samples = m_controller->isMonteCarloCurrent()
                                ? tr("%L1 samples").arg(result->samples)
                                : tr("%L1 samples, refining").arg(result->samples);
    const QString text = tr("Cheaper than %1 in: %2 (%3)")
                             .arg(labelOf(m_controller->resolvedScenario().baseline),
                                  chances.join(QStringLiteral(", ")), samples);
    if (m_uncertainty->text() != text)
        m_uncertainty->setText(text);
    // A result from an earlier input stays readable but greyed until the new one lands.
    m_uncertainty->setEnabled(m_controller->isMonteCarloForCurrentInput());
    m_uncertainty->show();
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
    // The same sentence for several options (a shared stale source, one throughput
    // claim under every purchase model) is one item naming each of them, so every warning
    // the summary counts is listed.
    struct Item
    {
        std::string code;
        std::string message;
        QStringList options;
    };
    std::vector<Item> grouped;
    for (const OptionResult &option : evaluation.options) {
        for (const Warning &warning : option.warnings) {
            const QString label = QString::fromStdString(option.label);
            m_warningLines << tr("%1: %2").arg(label, QString::fromStdString(warning.message));
            auto same = std::find_if(grouped.begin(), grouped.end(), [&](const Item &item) {
                return item.message == warning.message;
            });
            if (same == grouped.end())
                grouped.push_back({warning.code, warning.message, {label}});
            else
                same->options << label;
        }
    }
    for (const Item &item : grouped) {
        const QString prefix = isSevere(item.code)          ? tr("⚠ <b>%1</b>")
                               : isInformational(item.code) ? tr("ℹ %1")
                                                            : tr("⚠ %1");
        QStringList names;
        for (const QString &name : item.options)
            names << name.toHtmlEscaped();
        items << QStringLiteral("<li>%1 — %2</li>")
                     .arg(prefix.arg(names.join(QStringLiteral(", "))),
                          QString::fromStdString(item.message).toHtmlEscaped());
    }
    m_warningsArea->setVisible(!items.isEmpty());
    const QString html =
        QStringLiteral("<ul style=\"margin-left:-20px\">%1</ul>").arg(items.join(QString()));
    if (m_warnings->text() != html) {
        m_warnings->setText(html);
        m_warnings->setToolTip(m_warningLines.join(QLatin1Char('\n')));
        fitWarnings();
    }
}

int RecommendationBanner::maximumWarningsHeight() const
{
    return m_warnings->fontMetrics().lineSpacing() * 8 + 8;
}

// As tall as the list needs, up to the maximum; beyond it the list scrolls.
void RecommendationBanner::fitWarnings()
{
    const int width = qMax(m_warningsArea->viewport()->width(), 200);
    const int needed = m_warnings->heightForWidth(width);
    m_warningsArea->setFixedHeight(
        qMin(needed > 0 ? needed : m_warnings->sizeHint().height(), maximumWarningsHeight()));
}

void RecommendationBanner::resizeEvent(QResizeEvent *event)
{
    QFrame::resizeEvent(event);
    fitWarnings();
}

QString RecommendationBanner::warningsHtml() const
{
    return m_warnings->text();
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
