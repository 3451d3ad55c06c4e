#pragma once

#include <QFrame>
#include <QList>

class QAction;
class QPushButton;

namespace acceldecide::ui {

// The first start's few lines over the example: what the tool answers and where to go
// from here, as buttons for the window's own actions (Open Example…, New Scenario,
// Import Prices…, Help → Formulas). "Got it" hides it for good (a stored preference);
// it never shows again once dismissed.
class WelcomePanel : public QFrame
{
    Q_OBJECT

public:
    // `actions` become buttons in this order; a hidden action gets no button.
    explicit WelcomePanel(const QList<QAction *> &actions, QWidget *parent = nullptr);

    // Whether a welcome is still due (never dismissed).
    static bool isDue();
    QPushButton *dismissButton() const { return m_dismiss; }

public Q_SLOTS:
    // Hides the panel and remembers never to show it again.
    void dismiss();

private:
    QPushButton *m_dismiss;
};

} // namespace acceldecide::ui
