#include "ui/tour/ScreenshotTour.h"

#include "ui/MainWindow.h"
#include "ui/charts/ChartArea.h"
#include "ui/commitment/CommitmentPanel.h"
#include "ui/commitment/CreditsPanel.h"
#include "ui/commitment/HeldCommitmentsPanel.h"
#include "ui/document/EvaluationController.h"
#include "ui/document/ScenarioDocument.h"
#include "ui/matrix/DecisionMatrixPanel.h"
#include "ui/present/LiveInputsBar.h"
#include "ui/present/PresentationWindow.h"
#include "ui/render/charts/CommitmentLevelChart.h"
#include "ui/stakeholders/StakeholdersPanel.h"

#include <QApplication>
#include <QChartView>
#include <QDockWidget>
#include <QEventLoop>
#include <QPixmap>
#include <QPushButton>
#include <QRegularExpression>
#include <QSlider>
#include <QTimer>

#include <cstdio>

namespace acceldecide::ui {

namespace {

// The savings-plan dock's height in its screenshots: its boxes and the held table.
constexpr int kCommitmentDockHeight = 560;
// The stakeholders' dock: the weights table above a pairwise member's 10 x 10 judgements.
constexpr int kStakeholdersDockHeight = 760;

QString slug(QString text)
{
    text = text.toLower();
    for (QChar &c : text)
        if (!c.isLetterOrNumber())
            c = QLatin1Char('-');
    while (text.contains(QLatin1String("--")))
        text.replace(QLatin1String("--"), QLatin1String("-"));
    return text.remove(QRegularExpression(QStringLiteral("^-|-$")));
}

} // namespace

ScreenshotTour::ScreenshotTour(MainWindow *window, const QString &directory)
    : QObject(window), m_window(window), m_directory(directory)
{}

void ScreenshotTour::start()
{
    QTimer::singleShot(0, this, &ScreenshotTour::run);
}

void ScreenshotTour::settle(int milliseconds)
{
    QEventLoop loop;
    QTimer::singleShot(milliseconds, &loop, &QEventLoop::quit);
    loop.exec();
}

bool ScreenshotTour::save(const QPixmap &pixmap, const QString &name)
{
    const QString path = m_directory.filePath(name);
    const bool ok = !pixmap.isNull() && pixmap.save(path);
    std::printf("%s %s\n", ok ? "wrote" : "FAILED", qPrintable(path));
    m_ok = m_ok && ok;
    return ok;
}

void ScreenshotTour::run()
{
    if (!m_directory.mkpath(QStringLiteral("."))) {
        std::fprintf(stderr, "cannot create %s\n", qPrintable(m_directory.path()));
        Q_EMIT finished(false);
        return;
    }
    m_window->resize(1600, 1000);
    m_window->controller()->waitForMonteCarlo();
    settle(300);
    save(m_window->grab(), QStringLiteral("window.png"));

    ChartArea *area = m_window->chartArea();
    for (int i = 0; i < area->chartCount(); ++i) {
        area->setCurrentIndex(i);
        settle(100);
        save(area->viewAt(i)->grab(),
             QStringLiteral("chart-%1-%2.png").arg(i + 1).arg(slug(area->tabToolTip(i))));
    }
    area->setCurrentIndex(0);

    // The matrix shares a tabbed dock with the tables: bring it to the front first.
    if (auto *dock = m_window->findChild<QDockWidget *>(QStringLiteral("matrixDock"))) {
        dock->raise();
        settle(200);
        save(m_window->matrixPanel()->grab(), QStringLiteral("matrix.png"));
        save(m_window->grab(), QStringLiteral("window-matrix.png"));
    }
    // The stakeholders share the matrix's tabbed dock; their chart needs some height.
    if (auto *dock = m_window->findChild<QDockWidget *>(QStringLiteral("stakeholdersDock"))) {
        dock->raise();
        const int height = dock->height();
        m_window->resizeDocks({dock}, {kStakeholdersDockHeight}, Qt::Vertical);
        // A member who compares pairwise, when there is one: their judgement matrix and
        // consistency are what the panel shows beyond a table of numbers.
        if (auto *panel = dock->findChild<StakeholdersPanel *>()) {
            const auto &members = m_window->document()->scenario().stakeholders;
            for (std::size_t i = 0; i < members.size(); ++i) {
                if (members[i].usesPairwise()) {
                    panel->setCurrentMember(int(i));
                    break;
                }
            }
        }
        settle(200);
        save(dock->grab(), QStringLiteral("stakeholders.png"));
        save(m_window->grab(), QStringLiteral("window-stakeholders.png"));
        m_window->resizeDocks({dock}, {height}, Qt::Vertical);
    }
    if (auto *dock = m_window->findChild<QDockWidget *>(QStringLiteral("uncertaintyDock"))) {
        dock->raise();
        settle(200);
        save(dock->grab(), QStringLiteral("uncertainty.png"));
    }
    // Each option's figures, with the columns the scenario's held commitments and horizon
    // treatment add.
    if (auto *dock = m_window->findChild<QDockWidget *>(QStringLiteral("resultsDock"))) {
        dock->raise();
        settle(200);
        save(dock->grab(), QStringLiteral("results.png"));
    }
    // The savings-plan panel beside its first chart, as someone sizing a commitment sees it.
    if (auto *dock = m_window->findChild<QDockWidget *>(QStringLiteral("commitmentDock"))) {
        dock->raise();
        for (int i = 0; i < area->chartCount(); ++i) {
            if (dynamic_cast<CommitmentLevelChart *>(area->chartAt(i)))
                area->setCurrentIndex(i);
        }
        // Tall enough for the held commitments below the three boxes, then as it was.
        const int height = dock->height();
        m_window->resizeDocks({dock}, {kCommitmentDockHeight}, Qt::Vertical);
        settle(200);
        save(dock->grab(), QStringLiteral("commitment.png"));
        if (auto *panel = qobject_cast<CommitmentPanel *>(dock->widget())) {
            save(panel->heldPanel()->grab(), QStringLiteral("commitment-held.png"));
            save(panel->creditsPanel()->grab(), QStringLiteral("commitment-credits.png"));
        }
        save(m_window->grab(), QStringLiteral("window-commitment.png"));
        m_window->resizeDocks({dock}, {height}, Qt::Vertical);
        area->setCurrentIndex(0);
    }
    if (auto *options = m_window->findChild<QDockWidget *>(QStringLiteral("optionsDock")))
        options->raise();

    PresentationWindow presentation(area, m_window->controller(), 0);
    presentation.resize(1600, 900);
    presentation.show();
    for (int i = 0; i < presentation.chartCount(); ++i) {
        presentation.showChart(i);
        settle(100);
        save(presentation.grab(), QStringLiteral("present-%1.png").arg(i + 1));
    }
    // A scenario with live inputs: its first one moved to the top of its range on the
    // first slide, as a presenter asks "and if it took longer?", then Reset.
    if (LiveInputsBar *bar = presentation.liveBar()) {
        presentation.showChart(0);
        bar->sliderAt(0)->setValue(LiveInputsBar::kSteps);
        settle(100);
        save(presentation.grab(), QStringLiteral("present-live.png"));
        bar->resetButton()->click();
    }
    presentation.close();
    Q_EMIT finished(m_ok);
}

} // namespace acceldecide::ui
