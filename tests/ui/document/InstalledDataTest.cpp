// An installed (or relocated) AccelDecide finds its examples beside its binary.
#include "ui/document/InstalledData.h"

#include <QDir>
#include <QTemporaryDir>

#include <gtest/gtest.h>

using acceldecide::ui::InstalledData;

TEST(InstalledData, ExamplesAreFoundRelativeToTheBinaryWhereverTheTreeIs)
{
    QTemporaryDir prefix;
    ASSERT_TRUE(prefix.isValid());
    const QDir root(prefix.path());
    ASSERT_TRUE(root.mkpath(QStringLiteral("opt/somewhere/bin")));
    const QString bin = root.filePath(QStringLiteral("opt/somewhere/bin"));
    // A build tree: no share/ beside the binary.
    EXPECT_TRUE(InstalledData::examplesDirectory(bin).isEmpty());
    ASSERT_TRUE(root.mkpath(QStringLiteral("opt/somewhere/share/acceldecide/scenarios")));
    EXPECT_EQ(InstalledData::examplesDirectory(bin),
              QDir(root.filePath(QStringLiteral("opt/somewhere/share/acceldecide/scenarios")))
                  .canonicalPath());
}

// A build tree lays the examples out as an install does, so Open Example... works from
// `cmake --build` too, with every shipped example.
TEST(InstalledData, TheBuildTreeHasTheShippedExamplesBesideTheApplication)
{
    const QString examples =
        InstalledData::examplesDirectory(QStringLiteral(ACCELDECIDE_APP_BINARY_DIR));
    ASSERT_FALSE(examples.isEmpty());
    const QStringList shipped = QDir(QStringLiteral(ACCELDECIDE_SCENARIOS_DIR))
                                    .entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name);
    ASSERT_FALSE(shipped.isEmpty());
    // Every shipped example is there (a build tree may keep a copy of one since removed).
    for (const QString &name : shipped)
        EXPECT_TRUE(QDir(examples).exists(name)) << name.toStdString();
    // A copy, not the source tree: saving an opened example leaves the shipped one alone.
    EXPECT_NE(examples, QDir(QStringLiteral(ACCELDECIDE_SCENARIOS_DIR)).canonicalPath());
}
