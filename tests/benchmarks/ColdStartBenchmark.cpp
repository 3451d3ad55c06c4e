// Budget from DESIGN.md: cold start to first painted window <= 200 ms. Starts the real
// `acceldecide` executable N times (`--measure-startup`, offscreen platform, a catalog
// already created so that first-run seeding is not counted) and reports the median of
//   - in-process: main() entered -> first paint event delivered, and
//   - wall clock: process spawned -> first paint reported (includes exec and dynamic
//     linking of Qt).
// Usage: cold_start_benchmark [RUNS] (other arguments, e.g. --benchmark_min_time from CI's
// loop over benchmark executables, are ignored).

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QProcess>
#include <QProcessEnvironment>
#include <QTemporaryDir>

#include <algorithm>
#include <cstdio>
#include <vector>

namespace {

double median(std::vector<double> values)
{
    std::sort(values.begin(), values.end());
    const std::size_t n = values.size();
    return n % 2 ? values[n / 2] : (values[n / 2 - 1] + values[n / 2]) / 2.0;
}

struct Run
{
    bool ok = false;
    double inProcessMs = 0.0;
    double wallMs = 0.0;
    QString error;
};

Run startOnce(const QString &catalog, const QProcessEnvironment &environment)
{
    Run run;
    QProcess process;
    process.setProcessEnvironment(environment);
    QElapsedTimer wall;
    wall.start();
    process.start(QStringLiteral(ACCELDECIDE_GUI_EXECUTABLE),
                  {QStringLiteral("--measure-startup"), QStringLiteral("--database"), catalog});
    // Wall clock stops when the report arrives, not when the process has shut down.
    QByteArray output;
    while (!output.contains('\n') && process.waitForReadyRead(30'000))
        output += process.readAllStandardOutput();
    run.wallMs = double(wall.nsecsElapsed()) / 1e6;
    if (!process.waitForFinished(30'000)) {
        run.error = QStringLiteral("did not finish: ") + process.errorString();
        process.kill();
        return run;
    }
    output += process.readAllStandardOutput();
    const int at = output.indexOf("first-paint-ms ");
    if (process.exitCode() != 0 || at < 0) {
        run.error = QStringLiteral("exit %1: %2")
                        .arg(process.exitCode())
                        .arg(QString::fromLocal8Bit(process.readAllStandardError()));
        return run;
    }
    run.inProcessMs = output.mid(at + 15).trimmed().toDouble(&run.ok);
    return run;
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    int runs = 11;
    if (argc > 1 && argv[1][0] != '-')
        runs = std::max(1, std::atoi(argv[1]));

    QTemporaryDir home;
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    if (!environment.contains(QStringLiteral("QT_QPA_PLATFORM")))
        environment.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    // Own settings and data directories: no restored window state from a developer's use.
    environment.insert(QStringLiteral("XDG_CONFIG_HOME"), home.filePath(QStringLiteral("config")));
    environment.insert(QStringLiteral("XDG_DATA_HOME"), home.filePath(QStringLiteral("data")));
    const QString catalog = home.filePath(QStringLiteral("catalog.sqlite"));

    // The first start creates and seeds the catalog; it is reported, not counted.
    const Run first = startOnce(catalog, environment);
    if (!first.ok) {
        std::fprintf(stderr, "cold_start_benchmark: %s\n", qPrintable(first.error));
        return 1;
    }
    std::printf("first start (creates the catalog): %.1f ms in process, %.1f ms wall\n",
                first.inProcessMs, first.wallMs);

    std::vector<double> inProcess;
    std::vector<double> wall;
    for (int i = 0; i < runs; ++i) {
        const Run run = startOnce(catalog, environment);
        if (!run.ok) {
            std::fprintf(stderr, "cold_start_benchmark: %s\n", qPrintable(run.error));
            return 1;
        }
        inProcess.push_back(run.inProcessMs);
        wall.push_back(run.wallMs);
    }
    std::printf("cold start -> first painted window, median of %d (budget 200 ms):\n", runs);
    std::printf("  main() -> first paint:        %.1f ms (min %.1f, max %.1f)\n", median(inProcess),
                *std::min_element(inProcess.begin(), inProcess.end()),
                *std::max_element(inProcess.begin(), inProcess.end()));
    std::printf("  process spawn -> first paint: %.1f ms (min %.1f, max %.1f)\n", median(wall),
                *std::min_element(wall.begin(), wall.end()),
                *std::max_element(wall.begin(), wall.end()));
    return 0;
}
