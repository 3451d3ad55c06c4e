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
