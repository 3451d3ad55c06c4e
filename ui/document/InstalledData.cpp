#include "ui/document/InstalledData.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>

namespace acceldecide::ui {

QString InstalledData::examplesDirectory(const QString &applicationDir)
{
    const QFileInfo examples(
        QDir(applicationDir).filePath(QStringLiteral("../share/acceldecide/scenarios")));
    return examples.isDir() ? examples.canonicalFilePath() : QString();
}

QString InstalledData::examplesDirectory()
{
    return examplesDirectory(QCoreApplication::applicationDirPath());
}

} // namespace acceldecide::ui
