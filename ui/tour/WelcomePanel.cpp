#include "ui/tour/WelcomePanel.h"

#include "ui/settings/ApplicationSettings.h"
#include "ui/widgets/Labels.h"

#include <QAction>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QToolButton>
#include <QVBoxLayout>

namespace acceldecide::ui {

WelcomePanel::WelcomePanel(const QList<QAction *> &actions, QWidget *parent)
    : QFrame(parent), m_dismiss(new QPushButton(tr("Got it"), this))
{
    setFrameShape(QFrame::StyledPanel);
    setAccessibleName(tr("Welcome"));
    setBackgroundRole(QPalette::AlternateBase);
    setAutoFillBackground(true);

    QLabel *text = Labels::wrapped(this);
    text->setText(
        tr("<b>Welcome to AccelDecide.</b> It answers one question with your own numbers: "
           "is moving this workload from GPUs to AWS Trainium (or back) cheaper over your "
           "horizon, when does the port pay for itself, and how sure is that? Below is a "
           "worked example from the seed articles: every number is an input you can "
           "change, and the charts follow at once."));
    text->setTextFormat(Qt::RichText);

    auto *buttons = new QHBoxLayout;
    for (QAction *action : actions) {
        if (!action->isVisible())
            continue;
        auto *button = new QToolButton(this);
        button->setDefaultAction(action);
        button->setToolButtonStyle(Qt::ToolButtonTextOnly);
        buttons->addWidget(button);
    }
    buttons->addStretch(1);
    m_dismiss->setToolTip(tr("Hide this for good; the same commands are in the menus."));
    buttons->addWidget(m_dismiss);
    connect(m_dismiss, &QPushButton::clicked, this, &WelcomePanel::dismiss);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(text);
    layout->addLayout(buttons);
}

bool WelcomePanel::isDue()
{
    return !ApplicationSettings::welcomeDismissed().get();
}

void WelcomePanel::dismiss()
{
    ApplicationSettings::welcomeDismissed().set(true);
    hide();
}

} // namespace acceldecide::ui
