#pragma once

// File ▸ Connect to a shared campaign… (issue #19): the server's host and port, the campaign's
// database, the user's role and password, and how the connection is secured (sslmode, verify-full
// recommended). The password is kept in the system's keychain through QtKeychain, never in the
// settings; where no keychain service runs (or the build has no QtKeychain) it is asked for each
// time and kept in this process's memory only.
#include <QDialog>

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QSpinBox;

namespace sw::ui {

class ConnectDialog : public QDialog
{
    Q_OBJECT

public:
    explicit ConnectDialog(QWidget *parent = nullptr);

    // The campaign's address with the password (for CampaignFile::open; never shown or kept).
    QString address() const;
    // Keeps the password (keychain, else memory) when asked to; read back by the next dialog.
    void rememberPassword();

    QLineEdit *hostEdit() const { return m_host; }
    QSpinBox *portEdit() const { return m_port; }
    QLineEdit *databaseEdit() const { return m_database; }
    QLineEdit *userEdit() const { return m_user; }
    QLineEdit *passwordEdit() const { return m_password; }
    QComboBox *sslModeBox() const { return m_sslMode; }

    // Where the password is kept: "keychain" or "memory".
    static QString passwordStore();

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    void recallPassword();
    QString key() const;

    QLineEdit *m_host;
    QSpinBox *m_port;
    QLineEdit *m_database;
    QLineEdit *m_user;
    QLineEdit *m_password;
    QComboBox *m_sslMode;
    QCheckBox *m_remember;
    QLabel *m_sslNote;
    QList<QLabel *> m_labels;
};

} // namespace sw::ui
