#include "app/cli/CatalogServerCommands.h"

#include "app/cli/ArgumentParser.h"
#include "app/cli/CliOptions.h"
#include "database/catalog/CatalogCopy.h"
#include "database/connection/CatalogDatabase.h"
#include "database/connection/CatalogLocation.h"
#include "database/server/ServerRoles.h"

#include <ostream>

namespace acceldecide::cli {

namespace {

// The positional arguments, or nullopt after printing help or a usage error.
std::optional<std::vector<QString>> positionals(const std::vector<std::string_view> &arguments,
                                                const char *command, std::size_t wanted,
                                                const std::string &help, std::ostream &out,
                                                std::ostream &err, int *exitCode)
{
    const std::string usage =
        "Run 'acceldecide-cli catalog " + std::string(command) + " --help' for usage.\n";
    const ArgumentParser::Result parsed =
        ArgumentParser()
            .unknownOptionPrefix("catalog " + std::string(command) + ": ")
            .parse(arguments);
    if (parsed.outcome == ArgumentParser::Outcome::Help) {
        out << help;
        *exitCode = kExitOk;
        return std::nullopt;
    }
    if (parsed.outcome == ArgumentParser::Outcome::Failed) {
        err << "error: " << parsed.error << "\n" << usage;
        *exitCode = kExitInvalidInput;
        return std::nullopt;
    }
    std::vector<QString> found;
    for (const std::string_view argument : parsed.positionals)
        found.push_back(QString::fromStdString(std::string(argument)));
    if (found.size() != wanted) {
        err << "error: catalog " << command << ": expected " << wanted << " argument"
            << (wanted == 1 ? "" : "s") << ", got " << found.size() << "\n"
            << usage;
        *exitCode = kExitInvalidInput;
        return std::nullopt;
    }
    return found;
}

std::unique_ptr<db::CatalogDatabase> open(const QString &location,
                                          db::CatalogDatabase::Seeding seeding, std::ostream &err)
{
    db::CatalogDatabase::OpenOptions options;
    options.seeding = seeding;
    auto opened = db::CatalogDatabase::open(location, options);
    if (!opened) {
        err << "error: " << opened.error().toString().toStdString() << "\n";
        return nullptr;
    }
    return std::move(opened.value());
}

} // namespace

std::string catalogInitServerHelp()
{
    return "Usage: acceldecide-cli catalog init-server postgresql://[user@]host[:port]/dbname"
           "[?sslmode=MODE]\n"
           "\n"
           "Sets up a team catalog in an existing PostgreSQL database: creates or upgrades\n"
           "the schema, loads the shipped seed data, and creates the roles\n"
           "  acceldecide_viewer   reads every table\n"
           "  acceldecide_editor   also writes prices, benchmarks, their sources, scenarios\n"
           "  acceldecide_admin    owns the tables (runs migrations), grants the other two\n"
           "with their grants. Running it again changes nothing. Connect as a user that may\n"
           "create roles (a superuser, or the database owner with CREATEROLE); then make\n"
           "people members, e.g. GRANT acceldecide_editor TO alice.\n"
           "\n"
           "The password is never part of the URL: libpq reads PGPASSWORD, ~/.pgpass or a\n"
           "service file (PGSERVICE).\n"
           "\n"
           "Options:\n"
           "  -h, --help           Show this help\n";
}

int runCatalogInitServer(const std::vector<std::string_view> &arguments, std::ostream &out,
                         std::ostream &err)
{
    int exitCode = kExitOk;
    const auto found =
        positionals(arguments, "init-server", 1, catalogInitServerHelp(), out, err, &exitCode);
    if (!found)
        return exitCode;
    const QString &url = found->front();
    if (!db::CatalogLocation::isServerUrl(url)) {
        err << "error: catalog init-server: \"" << url.toStdString()
            << "\" is not a postgresql:// URL; a catalog file needs no set-up\n";
        return kExitInvalidInput;
    }
    const auto catalog = open(url, db::CatalogDatabase::Seeding::Load, err);
    if (!catalog)
        return kExitInvalidInput;
    const auto applied = db::ServerRoles::apply(catalog->connection());
    if (!applied) {
        err << "error: " << catalog->path().toStdString() << ": "
            << applied.error().toString().toStdString() << "\n";
        return kExitInvalidInput;
    }
    out << "Team catalog ready at " << catalog->path().toStdString() << "\n";
    for (const QString &line : applied.value())
        out << "  " << line.toStdString() << "\n";
    return kExitOk;
}

std::string catalogCopyHelp()
{
    return "Usage: acceldecide-cli catalog copy SRC DST\n"
           "\n"
           "Copies a whole catalog, every table with its ids (so saved scenarios' pinned\n"
           "prices stay pinned), from SRC to DST. Each is a catalog file path or a\n"
           "postgresql://[user@]host[:port]/dbname URL, so this moves a catalog onto a team\n"
           "server or takes a copy of one onto a laptop. DST must be empty (a new file, or a\n"
           "database with no rows yet); the copy is one transaction, so a failure leaves\n"
           "DST as it was.\n"
           "\n"
           "Options:\n"
           "  -h, --help           Show this help\n";
}

int runCatalogCopy(const std::vector<std::string_view> &arguments, std::ostream &out,
                   std::ostream &err)
{
    int exitCode = kExitOk;
    const auto found = positionals(arguments, "copy", 2, catalogCopyHelp(), out, err, &exitCode);
    if (!found)
        return exitCode;
    const auto source = open((*found)[0], db::CatalogDatabase::Seeding::Skip, err);
    if (!source)
        return kExitInvalidInput;
    const auto target = open((*found)[1], db::CatalogDatabase::Seeding::Skip, err);
    if (!target)
        return kExitInvalidInput;
    const auto copied = db::CatalogCopy::copy(*source, *target);
    if (!copied) {
        err << "error: " << copied.error().toString().toStdString() << "\n";
        return kExitInvalidInput;
    }
    out << "Copied " << copied.value() << " rows from " << source->path().toStdString() << " to "
        << target->path().toStdString() << "\n";
    return kExitOk;
}

} // namespace acceldecide::cli
