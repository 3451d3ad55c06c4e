// crash_writer DB_PATH FIRST_INDEX [OPERATIONS]
//
// The process CrashSafetyTest kills with SIGKILL. It opens the catalog at DB_PATH with
// CatalogDatabase::open (default seeding, so a first run seeds it) and then writes until
// it is killed (or OPERATIONS loop steps are done): scenarios numbered from FIRST_INDEX,
// built by CrashScenario.h, some re-saved with a new revision, and catalog edits through
// CatalogEditor (a user source and a price citing it inserted, updated, deleted).
//
// stdout, one line per event, flushed at once (each line is one write(2), so a kill
// never leaves half a line the reader would take for a whole one):
//   opening                         before CatalogDatabase::open
//   opened                          open (migration, seeding) succeeded
//   saving <index> <name> <rev>     about to save; the kill may land inside
//   saved <index> <name>            save() of revision 0 returned success
//   resaved <index> <name> <rev>    save() of revision <rev> (replacing) returned success
//   editing <what> <key> <value>    about to commit a catalog edit
//   edited <what> <key> <value>     the edit's transaction committed
// <what> is "source" (key: title, value: notes) or "price" (key: region, value: hourly
// USD); the value "deleted" means the row was removed. A "saved"/"edited" line is
// printed only after the write returned success, so everything it names must survive.
// Any error: a message on stderr and exit status 1 (2 for bad arguments).
#include "CrashScenario.h"
#include "database/catalog/CatalogEditor.h"
#include "database/connection/CatalogDatabase.h"
#include "database/scenarios/ScenarioRepository.h"
#include "database/schema/CatalogSchema.h"

#include <QCoreApplication>
#include <QStringList>

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <deque>
#include <vector>

using namespace acceldecide;
using namespace acceldecide::db;
using namespace acceldecide::crashtest;

namespace {

void report(const QString &line)
{
    const QByteArray bytes = (line + QLatin1Char('\n')).toUtf8();
    std::fwrite(bytes.constData(), 1, std::size_t(bytes.size()), stdout);
    std::fflush(stdout);
}

[[noreturn]] void fail(const QString &what)
{
    std::fprintf(stderr, "crash_writer: %s\n", qPrintable(what));
    std::fflush(stderr);
    std::exit(1);
}

[[noreturn]] void fail(const QString &what, const DatabaseError &error)
{
    fail(what + QStringLiteral(": ") + error.toString());
}

QString number(double value)
{
    return QString::number(value, 'g', 17);
}

const QString kHourly = QString::fromLatin1(schema::priceObservations::kHourlyUsd);
const QString kNotes = QString::fromLatin1(schema::sources::kNotes);

class Writer
{
public:
    explicit Writer(CatalogDatabase &catalog) : m_scenarios(catalog), m_editor(catalog) {}

    void run(std::int64_t firstIndex, std::int64_t operations)
    {
        for (std::int64_t step = 0; operations < 0 || step < operations; ++step) {
            const std::int64_t index = firstIndex + step;
            save(index, 0);
            m_saved.push_back({index, 0});
            if (step % 2 == 0)
                addEdit(index);
            if (step % 3 == 2)
                resave(m_saved[std::size_t(step * 7) % m_saved.size()]);
            if (step % 2 == 1 && !m_edits.empty())
                updateEdit(m_edits[std::size_t(step) % m_edits.size()]);
            if (step % 5 == 4 && m_edits.size() >= 2) {
                removeEdit(m_edits.front());
                m_edits.pop_front();
            }
        }
    }

private:
    struct Saved
    {
        std::int64_t index = 0;
        int revision = 0;
    };
    struct Edit
    {
        std::int64_t index = 0;
        qint64 sourceId = 0;
        qint64 priceId = 0;
        int revision = 0;
    };

    void save(std::int64_t index, int revision)
    {
        const std::optional<Scenario> scenario = buildScenario(index, revision);
        if (!scenario)
            fail(QStringLiteral("cannot read the base scenario %1")
                     .arg(QStringLiteral(ACCELDECIDE_CRASH_BASE_SCENARIO)));
        const QString name = QString::fromStdString(scenario->name);
        report(QStringLiteral("saving %1 %2 %3").arg(index).arg(name).arg(revision));
        const DatabaseResult<qint64> saved = m_scenarios.save(*scenario);
        if (!saved)
            fail(QStringLiteral("saving %1 (revision %2)").arg(name).arg(revision), saved.error());
        report(revision == 0
                   ? QStringLiteral("saved %1 %2").arg(index).arg(name)
                   : QStringLiteral("resaved %1 %2 %3").arg(index).arg(name).arg(revision));
    }

    void resave(Saved &saved)
    {
        ++saved.revision;
        save(saved.index, saved.revision);
    }

    void addEdit(std::int64_t index)
    {
        Edit edit{index, 0, 0, 0};
        const QString title = sourceTitle(index);
        report(QStringLiteral("editing source %1 %2").arg(title, sourceNotes(0)));
        const DatabaseResult<qint64> source = m_editor.insertRow(
            CatalogTable::Sources,
            {{QString::fromLatin1(schema::sources::kTitle), title},
             {QString::fromLatin1(schema::sources::kKind), QStringLiteral("user")},
             {kNotes, sourceNotes(0)}});
        if (!source)
            fail(QStringLiteral("adding source %1").arg(title), source.error());
        edit.sourceId = source.value();
        report(QStringLiteral("edited source %1 %2").arg(title, sourceNotes(0)));

        DatabaseResult<QVariantMap> values =
            m_editor.defaultValues(CatalogTable::PriceObservations);
        if (!values)
            fail(QStringLiteral("default price values"), values.error());
        const QString region = priceRegion(index);
        const double hourly = priceHourly(index, 0);
        values.value().insert(QString::fromLatin1(schema::priceObservations::kRegion), region);
        values.value().insert(kHourly, hourly);
        values.value().insert(QString::fromLatin1(schema::kSourceId), edit.sourceId);
        report(QStringLiteral("editing price %1 %2").arg(region, number(hourly)));
        const DatabaseResult<qint64> price =
            m_editor.insertRow(CatalogTable::PriceObservations, values.value());
        if (!price)
            fail(QStringLiteral("adding price %1").arg(region), price.error());
        edit.priceId = price.value();
        report(QStringLiteral("edited price %1 %2").arg(region, number(hourly)));
        m_edits.push_back(edit);
    }

    void updateEdit(Edit &edit)
    {
        ++edit.revision;
        const QString region = priceRegion(edit.index);
        const double hourly = priceHourly(edit.index, edit.revision);
        report(QStringLiteral("editing price %1 %2").arg(region, number(hourly)));
        if (const DatabaseStatus status =
                m_editor.updateCell(CatalogTable::PriceObservations, edit.priceId, kHourly, hourly);
            !status)
            fail(QStringLiteral("updating price %1").arg(region), status.error());
        report(QStringLiteral("edited price %1 %2").arg(region, number(hourly)));

        const QString title = sourceTitle(edit.index);
        const QString notes = sourceNotes(edit.revision);
        report(QStringLiteral("editing source %1 %2").arg(title, notes));
        if (const DatabaseStatus status =
                m_editor.updateCell(CatalogTable::Sources, edit.sourceId, kNotes, notes);
            !status)
            fail(QStringLiteral("updating source %1").arg(title), status.error());
        report(QStringLiteral("edited source %1 %2").arg(title, notes));
    }

    void removeEdit(const Edit &edit)
    {
        // The price first: the editor refuses to delete a source that rows still cite.
        const QString region = priceRegion(edit.index);
        report(QStringLiteral("editing price %1 deleted").arg(region));
        if (const DatabaseStatus status =
                m_editor.removeRow(CatalogTable::PriceObservations, edit.priceId);
            !status)
            fail(QStringLiteral("deleting price %1").arg(region), status.error());
        report(QStringLiteral("edited price %1 deleted").arg(region));

        const QString title = sourceTitle(edit.index);
        report(QStringLiteral("editing source %1 deleted").arg(title));
        if (const DatabaseStatus status = m_editor.removeRow(CatalogTable::Sources, edit.sourceId);
            !status)
            fail(QStringLiteral("deleting source %1").arg(title), status.error());
        report(QStringLiteral("edited source %1 deleted").arg(title));
    }

    ScenarioRepository m_scenarios;
    CatalogEditor m_editor;
    std::vector<Saved> m_saved;
    std::deque<Edit> m_edits;
};

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication application(argc, argv);
    const QStringList arguments = QCoreApplication::arguments();
    bool indexOk = false;
    bool operationsOk = true;
    const std::int64_t firstIndex = arguments.size() >= 3 ? arguments[2].toLongLong(&indexOk) : 0;
    const std::int64_t operations =
        arguments.size() >= 4 ? arguments[3].toLongLong(&operationsOk) : -1;
    if (arguments.size() < 3 || arguments.size() > 4 || !indexOk || firstIndex < 0 ||
        !operationsOk) {
        std::fprintf(stderr, "usage: crash_writer DB_PATH FIRST_INDEX [OPERATIONS]\n");
        return 2;
    }

    report(QStringLiteral("opening"));
    DatabaseResult<std::unique_ptr<CatalogDatabase>> catalog = CatalogDatabase::open(arguments[1]);
    if (!catalog)
        fail(QStringLiteral("opening %1").arg(arguments[1]), catalog.error());
    report(QStringLiteral("opened"));
    Writer(*catalog.value()).run(firstIndex, operations);
    return 0;
}
