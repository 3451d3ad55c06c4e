#pragma once

#include <QFrame>
#include <QStringList>

class QLabel;
class QPushButton;

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

    // Shows (or with an empty text hides) the newer-prices notice and its button.
    void setUpdateNotice(const QString &text);
    QString updateNoticeText() const;

Q_SIGNALS:
    void updateRequested();

private:
    void refresh();

    EvaluationController *m_controller;
    QLabel *m_summary;
    QLabel *m_warnings;
    QLabel *m_updateText;
    QPushButton *m_updateButton;
    QStringList m_warningLines;
};

} // namespace acceldecide::ui
