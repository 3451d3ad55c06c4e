// acceldecide: the desktop application. Only start-up and command-line parsing
// live here; everything else is in acceldecide_ui and below.
//
//   acceldecide [--database PATH] [SCENARIO.json]
//   acceldecide --measure-startup      (prints ms from main() to the first
//   painted window) acceldecide --screenshots DIR      (writes the screenshot
//   tour's PNGs and exits)

#include "ui/MainWindow.h"
#include "ui/tour/FirstPaintProbe.h"
#include "ui/tour/ScreenshotTour.h"

#include <QApplication>
#include <QCommandLineOption>
#include <QCommandLineParser>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QStringList>

#include <cstdio>

int main(int argc, char *argv[])
{
    QElapsedTimer sinceStart; // the cold-start benchmark's clock
    sinceStart.start();
    // The same names as acceldecide-cli: both find the default catalog in one
    // place.
    QCoreApplication::setOrganizationName(QStringLiteral("AccelDecide"));
    QCoreApplication::setApplicationName(QStringLiteral("acceldecide"));
    QCoreApplication::setApplicationVersion(QStringLiteral(ACCELDECIDE_VERSION));
    QGuiApplication::setApplicationDisplayName(QStringLiteral("AccelDecide"));

    QCommandLineParser parser;
    parser.setApplicationDescription(
        QStringLiteral("Trainium or NVIDIA GPUs: total cost of ownership and "
                       "decision support."));
    const QCommandLineOption helpOption = parser.addHelpOption();
    const QCommandLineOption versionOption = parser.addVersionOption();
    const QCommandLineOption databaseOption(
        QStringLiteral("database"),
        QStringLiteral("Catalog database to use instead of the default one in "
                       "the user's data directory: a file, or a team catalog "
                       "postgresql://[user@]host[:port]/dbname."),
        QStringLiteral("PATH"));
    parser.addOption(databaseOption);
    QCommandLineOption measureStartupOption(
        QStringLiteral("measure-startup"),
        QStringLiteral("Print the milliseconds from start to the first painted window, then "
                       "exit (used by the start-up benchmark)."));
    measureStartupOption.setFlags(QCommandLineOption::HiddenFromHelp);
    parser.addOption(measureStartupOption);
    const QCommandLineOption screenshotsOption(
        QStringLiteral("screenshots"),
        QStringLiteral("Write screenshots of every chart, the matrix and presentation mode "
                       "into DIR, then exit (scripts/screenshots.sh)."),
        QStringLiteral("DIR"));
    parser.addOption(screenshotsOption);
    parser.addPositionalArgument(QStringLiteral("scenario"),
                                 QStringLiteral("Scenario JSON file to open at start-up."),
                                 QStringLiteral("[SCENARIO.json]"));

    // --help and --version are answered before QApplication exists, so that they
    // work on a machine without a display (CI, ssh). Unknown options are not
    // errors yet: Qt's own
    // (-platform, -style, ...) are only removed by QApplication.
    QStringList arguments;
    for (int i = 0; i < argc; ++i)
        arguments << QString::fromLocal8Bit(argv[i]);
    parser.parse(arguments);
    if (parser.isSet(helpOption)) {
        // Without an application object Qt cannot name the program in the usage
        // line.
        QString help = parser.helpText();
        help.replace(QStringLiteral("<executable_name>"), QFileInfo(arguments.first()).fileName());
        std::fputs(qPrintable(help), stdout);
        return 0;
    }
    if (parser.isSet(versionOption))
        parser.showVersion(); // exits

    QApplication app(argc, argv);
    parser.process(app); // reports unknown options and exits on them

    const QStringList positional = parser.positionalArguments();
    if (positional.size() > 1) {
        std::fprintf(stderr, "%s: expected at most one scenario file, got %lld\n",
                     qPrintable(QCoreApplication::applicationName()),
                     static_cast<long long>(positional.size()));
        return 2;
    }

    acceldecide::ui::MainWindow window;
    if (parser.isSet(measureStartupOption)) {
        new acceldecide::ui::FirstPaintProbe(&window, sinceStart, [](double ms) {
            std::printf("first-paint-ms %.3f\n", ms);
            std::fflush(stdout);
            QCoreApplication::quit();
        });
    }
    window.show();
    window.openCatalog(parser.value(databaseOption));
    if (!positional.isEmpty())
        window.openScenarioFile(positional.first());
    if (parser.isSet(screenshotsOption)) {
        auto *tour = new acceldecide::ui::ScreenshotTour(&window, parser.value(screenshotsOption));
        QObject::connect(tour, &acceldecide::ui::ScreenshotTour::finished, &app,
                         [](bool ok) { QCoreApplication::exit(ok ? 0 : 1); });
        tour->start();
    }

    return QApplication::exec();
}
