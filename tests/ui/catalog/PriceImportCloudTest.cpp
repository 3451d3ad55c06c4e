// Catalog → Import Prices for a SkyPilot catalog: the cloud is taken from the path in the
// catalog's layout or chosen, and Import stays off, saying why, while it is unknown or the
// path contradicts it; the request imports under that cloud's provider, as the CLI does.
#include "ui/catalog/PriceImportDialog.h"
#include "ui/catalog/PriceImportReportText.h"
#include "ui/catalog/PriceImportRequest.h"

#include "database/connection/CatalogDatabase.h"

#include "QtPrinters.h"

#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSqlQuery>
#include <QTemporaryDir>

#include <gtest/gtest.h>

namespace acceldecide::ui {
namespace {

using Format = PriceImportRequest::Format;

const QString kGcpFixture =
    QStringLiteral(ACCELDECIDE_SOURCE_DIR "/tests/database/fixtures/skypilot/v7/gcp/vms.csv");

// An empty file at `relative` under `dir`: the dialog only looks at the path.
QString touch(const QTemporaryDir &dir, const QString &relative)
{
    const QString path = dir.filePath(relative);
    QDir().mkpath(QFileInfo(path).path());
    QFile file(path);
    EXPECT_TRUE(file.open(QIODevice::WriteOnly));
    return path;
}

void choose(QComboBox *box, const QString &cloud)
{
    box->setCurrentIndex(box->findData(cloud));
}

bool cloudRowVisible(const PriceImportDialog &dialog)
{
    auto *form = dialog.findChild<QFormLayout *>();
    return form && form->isRowVisible(dialog.cloudBox());
}

TEST(PriceImportCloudTest, ACloudThePathCannotTellMustBeChosen)
{
    QTemporaryDir dir;
    const QString csv = touch(dir, QStringLiteral("downloads/vms.csv"));
    PriceImportDialog dialog(QStringLiteral("/data/catalog.sqlite"));
    EXPECT_FALSE(cloudRowVisible(dialog)); // the AWS price list has no cloud to choose
    dialog.formatBox()->setCurrentIndex(dialog.formatBox()->findData(int(Format::SkyPilot)));
    dialog.pathEdit()->setText(csv);

    EXPECT_TRUE(cloudRowVisible(dialog));
    EXPECT_EQ(dialog.cloudBox()->itemText(0), QStringLiteral("From the path (…/<cloud>/vms.csv)"));
    EXPECT_EQ(dialog.cloudBox()->itemText(dialog.cloudBox()->findData(QStringLiteral("gcp"))),
              QStringLiteral("gcp (billed by GCP)"));
    EXPECT_FALSE(dialog.importButton()->isEnabled());
    EXPECT_EQ(dialog.problem(),
              QStringLiteral("Which cloud's catalog %1 is cannot be told from its path (only "
                             "…/<cloud>/vms.csv can): choose the cloud.")
                  .arg(QDir::toNativeSeparators(csv)));

    choose(dialog.cloudBox(), QStringLiteral("lambda"));
    EXPECT_TRUE(dialog.importButton()->isEnabled());
    EXPECT_EQ(dialog.problem(), QString());
    EXPECT_EQ(dialog.request().cloud, QStringLiteral("lambda"));
    EXPECT_EQ(dialog.request().formatText(), QStringLiteral("SkyPilot catalog lambda/vms.csv"));
    bool billed = false;
    for (const QLabel *label : dialog.findChildren<QLabel *>())
        billed = billed || label->text().endsWith(QStringLiteral("\nPrices billed by Lambda."));
    EXPECT_TRUE(billed);

    // Another format takes no cloud, whatever the box last said.
    dialog.formatBox()->setCurrentIndex(dialog.formatBox()->findData(int(Format::AwsPriceList)));
    EXPECT_FALSE(cloudRowVisible(dialog));
    EXPECT_EQ(dialog.request().cloud, QString());
}

TEST(PriceImportCloudTest, TheCatalogsLayoutNamesTheCloudAndAContradictionIsRefused)
{
    QTemporaryDir dir;
    const QString csv = touch(dir, QStringLiteral("catalogs/v7/gcp/vms.csv"));
    PriceImportDialog dialog(QStringLiteral("/data/catalog.sqlite"));
    PriceImportRequest wanted;
    wanted.format = Format::SkyPilot;
    wanted.path = csv;
    dialog.setRequest(wanted);

    EXPECT_TRUE(dialog.importButton()->isEnabled()) << dialog.problem().toStdString();
    EXPECT_EQ(dialog.request().cloud, QString());
    ASSERT_TRUE(dialog.request().skyPilotCloud().has_value());
    EXPECT_EQ(dialog.request().skyPilotCloud()->provider(), QStringLiteral("GCP"));

    choose(dialog.cloudBox(), QStringLiteral("lambda"));
    EXPECT_FALSE(dialog.importButton()->isEnabled());
    EXPECT_EQ(dialog.problem(),
              QStringLiteral("%1 is the catalog's gcp/vms.csv: choose gcp or From the path.")
                  .arg(QDir::toNativeSeparators(csv)));
    choose(dialog.cloudBox(), QStringLiteral("gcp"));
    EXPECT_TRUE(dialog.importButton()->isEnabled());

    wanted.cloud = QStringLiteral("gcp");
    PriceImportDialog again(QStringLiteral("/data/catalog.sqlite"));
    again.setRequest(wanted);
    EXPECT_EQ(again.cloudBox()->currentData().toString(), QStringLiteral("gcp"));
}

TEST(PriceImportCloudTest, TheRequestImportsUnderTheCloudsProvider)
{
    QTemporaryDir dir;
    db::CatalogDatabase::OpenOptions options;
    options.seeding = db::CatalogDatabase::Seeding::Skip;
    options.backupsToKeep = 0;
    auto catalog =
        db::CatalogDatabase::open(dir.filePath(QStringLiteral("catalog.sqlite")), options);
    ASSERT_TRUE(catalog.ok()) << catalog.error().toString().toStdString();

    PriceImportRequest request;
    request.format = Format::SkyPilot;
    request.path = kGcpFixture;
    request.cloud = QStringLiteral("gpc");
    const db::ImportReport unknown = request.run(*catalog.value(), {});
    EXPECT_TRUE(unknown.refused);
    EXPECT_TRUE(unknown.message.startsWith(
        QStringLiteral("gpc is not a cloud of the SkyPilot catalog (aws, azure,")))
        << unknown.message.toStdString();

    request.cloud.clear(); // from the path: catalogs' v7/gcp/vms.csv
    const db::ImportReport report = request.run(*catalog.value(), {});
    ASSERT_FALSE(report.refused) << report.message.toStdString();
    EXPECT_EQ(report.rowsImported, 5);
    QSqlQuery providers(catalog.value()->connection());
    ASSERT_TRUE(providers.exec(QStringLiteral("SELECT DISTINCT provider FROM instance_types")));
    ASSERT_TRUE(providers.next());
    EXPECT_EQ(providers.value(0).toString(), QStringLiteral("GCP"));
    EXPECT_FALSE(providers.next());
    EXPECT_EQ(PriceImportReportText::of(request, report).text,
              QStringLiteral("Imported vms.csv as SkyPilot catalog gcp/vms.csv."));
}

} // namespace
} // namespace acceldecide::ui
