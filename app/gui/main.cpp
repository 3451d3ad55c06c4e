// acceldecide: the desktop application. Only start-up and command-line parsing live here;
// everything else is in acceldecide_ui and below.
//
//   acceldecide [--database PATH] [SCENARIO.json]

#include "MainWindow.h"

#include <QApplication>
#include <QCommandLineOption>
#include <QCommandLineParser>
#include <QFileInfo>
#include <QStringList>

#include <cstdio>

int main(int argc, char *argv[])
{
    // The same names as acceldecide-cli: both find the default catalog in one place.
    QCoreApplication::setOrganizationName(QStringLiteral("AccelDecide"));
    QCoreApplication::setApplicationName(QStringLiteral("acceldecide"));
    QCoreApplication::setApplicationVersion(QStringLiteral(ACCELDECIDE_VERSION));
    QGuiApplication::setApplicationDisplayName(QStringLiteral("AccelDecide"));

    QCommandLineParser parser;
    parser.setApplicationDescription(
        QStringLiteral("Trainium or NVIDIA GPUs: total cost of ownership and decision support."));
    const QCommandLineOption helpOption = parser.addHelpOption();
    const QCommandLineOption versionOption = parser.addVersionOption();
    const QCommandLineOption databaseOption(
        QStringLiteral("database"),
        QStringLiteral("Catalog database to use instead of the default one in the user's data "
                       "directory."),
        QStringLiteral("PATH"));
    parser.addOption(databaseOption);
    parser.addPositionalArgument(QStringLiteral("scenario"),
                                 QStringLiteral("Scenario JSON file to open at start-up."),
                                 QStringLiteral("[SCENARIO.json]"));

    // --help and --version are answered before QApplication exists, so that they work on a
    // machine without a display (CI, ssh). Unknown options are not errors yet: Qt's own
    // (-platform, -style, ...) are only removed by QApplication.
    QStringList arguments;
    for (int i = 0; i < argc; ++i)
        arguments << QString::fromLocal8Bit(argv[i]);
    parser.parse(arguments);
    if (parser.isSet(helpOption)) {
        // Without an application object Qt cannot name the program in the usage line.
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
    window.show();
    window.openCatalog(parser.value(databaseOption));
    if (!positional.isEmpty())
        window.openScenarioFile(positional.first());

    return QApplication::exec();
}
