#pragma once

#include <QFrame>
#include <QStringList>

class QLabel;
class QPushButton;
class QScrollArea;

namespace acceldecide::ui {

class EvaluationController;

// Always visible above the charts: core's plain-language recommendation and every
// warning behind it (impossible or implausible throughput claims, conflicting price
// sources, stale prices, commitments outlasting the horizon), and -- when the catalog
// holds newer prices than a saved scenario pinned -- an offer to update them.
class RecommendationBanner : public QFrame
{
    Q_OBJECT

public:
    explicit RecommendationBanner(EvaluationController *controller, QWidget *parent = nullptr);

    QString summaryText() const;
    // One line per warning, "<option>: <message>".
    QStringList warningLines() const { return m_warningLines; }
    // Monte Carlo's chance that each option is cheaper than the baseline, as shown
    // (empty without uncertainty ranges).
    QString uncertaintyText() const;
    // The list as shown: one item per distinct message, naming every option it concerns.
    QString warningsHtml() const;
    // The widget that scrolls the list when it is long.
    QScrollArea *warningsArea() const { return m_warningsArea; }

    // Shows (or with an empty text hides) the newer-prices notice and its button.
    void setUpdateNotice(const QString &text);
    QString updateNoticeText() const;

Q_SIGNALS:
    void updateRequested();

protected:
    void resizeEvent(QResizeEvent *event) override;

private:
    void refresh();
    void refreshUncertainty();
    int maximumWarningsHeight() const;
    void fitWarnings();

    EvaluationController *m_controller;
    QLabel *m_summary;
    QLabel *m_uncertainty;
    QLabel *m_warnings;
    QScrollArea *m_warningsArea;
    QLabel *m_updateText;
    QPushButton *m_updateButton;
    QStringList m_warningLines;
};

} // namespace acceldecide::ui
