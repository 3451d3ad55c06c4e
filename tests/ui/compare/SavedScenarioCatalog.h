#pragma once

// A seeded catalog in a temporary directory with some of the example scenarios saved
// in it, for the library dialog and compare view tests.

#include "core/io/ScenarioReader.h"
#include "database/connection/CatalogDatabase.h"
#include "database/scenarios/ScenarioRepository.h"

#include <QFile>
#include <QTemporaryDir>

#include <gtest/gtest.h>

#include <memory>
#include <string>

inline void initSavedScenarioResources()
{
    Q_INIT_RESOURCE(resources);
}

namespace acceldecide::ui::test {

inline Scenario exampleScenario(const std::string &name)
{
    initSavedScenarioResources();
    QFile file(QStringLiteral(":/scenarios/") + QString::fromStdString(name));
    EXPECT_TRUE(file.open(QIODevice::ReadOnly)) << name;
    const ScenarioReadResult read =
        ScenarioReader::fromText(file.readAll().toStdString(), ScenarioReadOptions{true});
    EXPECT_TRUE(read.ok()) << name;
    return read.ok() ? read.value() : Scenario{};
}

struct SavedScenarioCatalog
{
    SavedScenarioCatalog()
    {
        auto opened = db::CatalogDatabase::open(dir.filePath(QStringLiteral("catalog.sqlite")),
                                                db::CatalogDatabase::Seeding::Load);
        EXPECT_TRUE(opened.ok()) << opened.error().toString().toStdString();
        if (opened)
            catalog = std::move(opened.value());
    }

    qint64 save(const Scenario &scenario)
    {
        db::ScenarioRepository repository(*catalog);
        auto id = repository.save(scenario);
        EXPECT_TRUE(id.ok()) << id.error().toString().toStdString();
        return id.ok() ? id.value() : 0;
    }

    qint64 saveExample(const std::string &name) { return save(exampleScenario(name)); }

    QTemporaryDir dir;
    std::unique_ptr<db::CatalogDatabase> catalog;
};

} // namespace acceldecide::ui::test
