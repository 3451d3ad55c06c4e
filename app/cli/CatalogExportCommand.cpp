#include "app/cli/CatalogExportCommand.h"

#include "app/cli/ArgumentParser.h"
#include "app/cli/CatalogCommandSupport.h"
#include "app/cli/OptionValue.h"
#include "database/import/CatalogCsv.h"

#include <QDir>

#include <ostream>

namespace acceldecide::cli {

using namespace catalogcommand;

std::string catalogExportHelp()
{
    return "Usage: acceldecide-cli catalog export DIR [--database PATH]\n"
           "\n"
           "Writes every catalog table to DIR/<table>.csv (created when missing), in the\n"
           "format 'catalog import --format csv DIR' reads back exactly, and\n"
           "DIR/decisions.csv: the decision records without their PDFs (each report's\n"
           "SHA-256 is there), for reading; 'catalog copy' carries whole records.\n"
           "\n"
           "Options:\n"
           "  --database PATH      Catalog file (default: the user's catalog)\n"
           "  -h, --help           Show this help\n";
}

int runCatalogExport(const std::vector<std::string_view> &arguments, std::ostream &out,
                     std::ostream &err)
{
    std::string database;
    const ArgumentParser::Result parsed = ArgumentParser()
                                              .loneDashIsOption()
                                              .unknownOptionPrefix("catalog export: ")
                                              .option({"--database"}, OptionValue::text(database))
                                              .parse(arguments);
    if (parsed.outcome == ArgumentParser::Outcome::Help) {
        out << catalogExportHelp();
        return kExitOk;
    }
    if (parsed.outcome == ArgumentParser::Outcome::Failed) {
        // A bad --database has always been reported without the usage hint.
        err << "error: " << parsed.error << "\n";
        if (parsed.unknownOption)
            err << "Run 'acceldecide-cli catalog export --help' for usage.\n";
        return kExitInvalidInput;
    }
    const std::vector<std::string_view> &positional = parsed.positionals;
    if (positional.size() != 1) {
        err << "error: catalog export: " << (positional.empty() ? "missing DIR" : "exactly one DIR")
            << "\nRun 'acceldecide-cli catalog export --help' for usage.\n";
        return kExitInvalidInput;
    }
    const std::unique_ptr<db::CatalogDatabase> catalog = openCatalog(database, err);
    if (!catalog)
        return kExitInvalidInput;
    const QString directory = QString::fromStdString(std::string(positional.front()));
    if (const db::DatabaseStatus status = db::CatalogCsv::exportTo(*catalog, directory); !status) {
        err << "error: " << status.error().toString().toStdString() << "\n";
        return kExitInvalidInput;
    }
    out << "Exported " << db::CatalogCsv::tables().size()
        << " tables and the decision records (without their PDFs) to "
        << QDir(directory).absolutePath().toStdString() << "\n";
    return kExitOk;
}

} // namespace acceldecide::cli
