/**
 * Every Turkish message the spec quotes (sections 2, 4, 5, 6 and 8), word for word; where the spec
 * writes Turkish words without their letters ("Sirket seciniz"), the same words correctly written
 * ("Şirket seçiniz"), as docs/turkish-text.md lists. Messages the spec does not quote are marked `// ours`.
 *
 * Use them by group: `MSG.report.summaryRequired`.
 */

export const MSG = {
  auth: {
    /** spec 5 */
    credentialsRequired: 'Kullanıcı adı ve şifre gereklidir',
    /** spec 5: token response without access/refresh */
    invalidResponseFormat: 'Geçersiz yanıt formatı',
    /** spec 5: decoded access token without user_id or numeric exp (English in the spec) */
    invalidTokenStructure: 'Invalid token structure',
    /** spec 8: 401 on login */
    wrongCredentials: 'Kullanıcı adı veya şifre hatalı',
    /** spec 8: 429 on login */
    tooManyAttempts: 'Çok fazla deneme. Lütfen daha sonra tekrar deneyin',
    /** spec 8: offline on login */
    checkConnection: 'İnternet bağlantınızı kontrol edin',
    /** spec 8: other login failure without a message */
    loginFailed: 'Giriş başarısız',
    /** spec 8 */
    tokenStoreFailed: 'Token kaydetme başarısız',
    /** spec 8: login screen alert */
    loginAlert: 'Giriş başarısız. Lütfen kullanıcı adınızı ve şifrenizi kontrol edin.',
    /** spec 8: the same alert as the spec says the original gives it */
    loginAlertAsGiven: 'Giriş başarısız. Lütfen kullanıcı adı ve şifrenizi kontrol edin.',
    /** spec 4, 8: stored token invalid at startup */
    sessionExpiredStartup: 'Oturum süresi dolmuş. Lütfen tekrar giriş yapın.',
    /** spec 2: route guard while the session loads (English in the spec) */
    loading: 'Loading...',
    /** spec 2 */
    register: 'Kayıt Ol',
    /** The login page's way to a forgotten password. */
    forgotPassword: 'Şifremi unuttum',
  },

  permission: {
    /** spec 6: company-owner pages, other users */
    noPageAccess: 'Bu sayfayı görüntüleme yetkiniz yok.',
    /** spec 6: company-owner pages, not logged in */
    pleaseLogin: 'Lütfen giriş yapınız.',
    /** spec 2 says 'no permission, admin rights required' in English; ours */
    adminRequired: 'Bu sayfayı görüntüleme yetkiniz yok. Yönetici yetkisi gereklidir.',
    /** spec 8 (reports 403) */
    forbidden: 'Bu işlem için yetkiniz bulunmamaktadır.',
  },

  home: {
    title: 'Hoş Geldiniz',
    view: 'Görüntüle',
    cards: {
      calls: 'Açık Çağrılar',
      applications: 'Başvurularım',
      resources: 'Kaynaklar',
      reservations: 'Rezervasyonlarım',
      mentorProjects: 'Atandığım Projeler',
      employees: 'Çalışanlarım',
      receipts: 'Kira Dekont Takibi',
      evaluations: 'Mentor Yorumları',
    },
  },

  call: {
    /** spec 4: labels of the call-status chip */
    status: {
      closed: 'Kapalı',
      noDate: 'Tarih Belirtilmemiş',
      invalidDate: 'Geçersiz Tarih',
      expired: 'Süresi Doldu',
      active: 'Aktif',
      unknown: 'Bilinmeyen',
    },
    searchPlaceholder: 'Çağrılarda ara...',
    filterAll: 'Tümü',
    filterActive: 'Aktif',
    filterClosed: 'Kapalı',
    deadlineLabel: 'Son Başvuru:',
    deadlineNone: 'Belirtilmemiş',
    applyButton: 'Başvuru Yap',
    applyClosed: 'Başvuru Kapalı',
    empty: 'Henüz çağrı bulunmamaktadır',
    emptyFiltered: 'Arama kriterlerinize uygun çağrı bulunamadı',
    clearFilters: 'Filtreleri Temizle',
    activeChip: 'Aktif Çağrı',
    expiredChip: 'Başvuru Süresi Doldu',
    expiredWarning: 'Bu çağrının başvuru süresi dolmuştur. Başvuru yapamazsınız.',
    /** Why a call takes no applications when it is not the deadline (callApplyState) — ours */
    closedWarning: 'Bu çağrı yönetici tarafından başvurulara kapatılmıştır. Başvuru yapamazsınız.', // ours
    closedChip: 'Başvurulara Kapalı', // ours
    noDateWarning: 'Bu çağrının son başvuru tarihi belirtilmemiştir. Tarih belirlenene kadar başvuru yapamazsınız.', // ours
    noDateChip: 'Son Başvuru Tarihi Belirtilmemiş', // ours
    invalidDateWarning: 'Bu çağrının son başvuru tarihi geçersiz. Başvuru yapamazsınız.', // ours
    unknownWarning: 'Bu çağrının durumu belirlenemedi. Başvuru yapamazsınız.', // ours
    missingId: 'Çağrı ID bulunamadı.',
    listLoadError: 'Çağrılar yüklenirken bir hata oluştu. Lütfen daha sonra tekrar deneyin.',
    applyLoadError: 'Çağrı bilgileri yüklenirken bir hata oluştu.',
    // Call form (admin) — ours
    titleRequired: 'Başlık gereklidir.', // ours
    startRequired: 'Başlangıç tarihi gereklidir.', // ours
    endRequired: 'Bitiş tarihi gereklidir.', // ours
    endBeforeStart: 'Bitiş tarihi başlangıç tarihinden önce olamaz.', // ours
    detailUrlInvalid: 'Geçerli bir bağlantı (http veya https) girin.', // ours
    titleTooLong: 'Başlık 255 karakterden uzun olamaz.', // ours
    // Open calls screen (spec 2 names the counters, not their words) — ours
    listTitle: 'Açık Çağrılar', // ours
    counterActive: 'Aktif', // ours
    counterClosed: 'Kapalı', // ours
    counterTotal: 'Toplam', // ours
    /** aria-label of the card's icon link to detay_url — ours */
    detailLink: 'Çağrı detaylarını yeni sekmede aç', // ours
    loading: 'Çağrılar yükleniyor...', // ours
    /** Apply page: loading the call — ours */
    loadingOne: 'Çağrı bilgileri yükleniyor...', // ours
    /** Admin delete of a call that applications point at (the RESTRICT rule) — ours */
    deleteHasApplications: 'Bu çağrıya bağlı başvurular var; çağrı silinemez. Çağrıyı pasif yapabilirsiniz.', // ours
  },

  application: {
    /** spec 8: fallback of the submit error text */
    submitError: 'Başvuru gönderilirken bir hata oluştu.',
    titleRequired: 'Proje başlığı gereklidir.', // ours
    titleTooLong: 'Proje başlığı 255 karakterden uzun olamaz.', // ours
    descriptionRequired: 'Proje açıklaması gereklidir.', // ours
    descriptionTooLong: 'Proje açıklaması 10000 karakterden uzun olamaz.', // ours
    callRequired: 'Çağrı seçilmelidir.', // ours
    callNotFound: 'Çağrı bulunamadı.', // ours
    /** sirket_id of a company the applicant is not a member of — ours */
    companyNotMember: 'Yalnızca üyesi olduğunuz şirket adına başvuru yapabilirsiniz.', // ours
    invalidId: 'Geçersiz başvuru ID.',
    missingId: 'Başvuru ID bulunamadı.',
    notFound: 'Başvuru bulunamadı.',
    // Apply page (spec 2 names the fields, not their labels) — ours
    applyTitle: 'Başvuru Yap', // ours
    companyLabel: 'Şirket', // ours
    companyHelp: 'Başvuru bu şirket adına yapılır.', // ours
    titleLabel: 'Proje Başlığı', // ours
    descriptionLabel: 'Proje Açıklaması', // ours
    fileLabel: 'Ek Dosya (isteğe bağlı)', // ours
    fileHelp: 'PDF, DOC veya DOCX; en fazla 10 MB.', // ours
    submit: 'Başvuruyu Gönder', // ours
    submitting: 'Gönderiliyor...', // ours
    backToCalls: 'Çağrılara Dön', // ours
    // Success page (spec 2: links to /cagrilar and /my-applications) — ours
    successTitle: 'Başvurunuz başarıyla alındı', // ours
    successText: 'Başvurunuzun durumunu Başvurularım sayfasından takip edebilirsiniz.', // ours
    successToCalls: 'Açık Çağrılara Dön', // ours
    successToMine: 'Başvurularıma Git', // ours
    // My applications (spec 2: 'view reports', 'view open calls', counters approved/waiting/total)
    myTitle: 'Başvurularım', // ours
    searchPlaceholder: 'Başvurularda ara...', // ours
    counterApproved: 'Onaylanan', // ours
    counterWaiting: 'Bekleyen', // ours
    counterTotal: 'Toplam', // ours
    viewReports: 'Raporları Görüntüle', // ours (spec: 'view reports')
    /** aria-label of the mentors icon button — ours */
    viewMentors: 'Mentorları görüntüle', // ours
    callLabel: 'Çağrı:', // ours
    dateLabel: 'Başvuru Tarihi:', // ours
    empty: 'Henüz başvurunuz bulunmamaktadır', // ours
    viewOpenCalls: 'Açık Çağrıları Görüntüle', // ours (spec: 'view open calls')
    emptyFiltered: 'Arama kriterlerinize uygun başvuru bulunamadı', // ours
    /** spec 8: "Applications ... have similar messages (wording not shown)" — ours */
    listLoadError: 'Başvurular yüklenirken bir hata oluştu. Lütfen daha sonra tekrar deneyin.', // ours
    loading: 'Başvurular yükleniyor...', // ours
    // A second application to the same call (allowed; the form asks first) — ours
    earlierTitle: 'Bu çağrıya daha önce başvurdunuz', // ours
    earlierText: (count: number): string =>
      count === 1 ? 'Bu çağrıya yaptığınız başvuru:' : `Bu çağrıya ${count} başvurunuz var. İlki:`, // ours
    earlierOpen: 'Başvuruyu görüntüle', // ours
    earlierConfirmTitle: 'Yeni bir başvuru daha gönderilsin mi?', // ours
    earlierConfirmText: 'Bu çağrıya daha önce başvurdunuz. Gönderirseniz ilk başvurunuz olduğu gibi kalır ve ayrı bir başvuru daha oluşturulur.', // ours
    earlierConfirm: 'Yine de Gönder', // ours
    cancel: 'Vazgeç', // ours
  },

  report: {
    startRequired: 'Dönem başlangıç tarihi gereklidir',
    startInFuture: 'Dönem başlangıç tarihi bugünden sonra olamaz',
    summaryRequired: 'Rapor özeti gereklidir',
    summaryMin: 'Rapor özeti en az 10 karakter olmalıdır',
    summaryMax: 'Rapor özeti 5000 karakterden fazla olamaz',
    fileType: 'Sadece PDF, DOC ve DOCX dosyaları kabul edilir',
    fileSize: "Dosya boyutu 10MB'dan büyük olamaz",
    formInvalid: 'Lütfen form hatalarını düzeltin.',
    missingApplicationId: 'Başvuru ID bulunamadı.',
    invalidApplicationId: 'Geçersiz başvuru ID.',
    endBeforeStart: 'Dönem bitiş tarihi başlangıç tarihinden önce olamaz.', // ours
    /** spec 8: 400 with field errors */
    fieldErrors: 'Form verilerinde hatalar var. Lütfen düzeltin.',
    /** spec 8: 400 without field errors or non_field_errors */
    formError: 'Form verilerinde hata var. Lütfen tüm alanları kontrol edin.',
    sessionExpired: 'Oturum süresi doldu. Lütfen yeniden giriş yapın.',
    forbidden: 'Bu işlem için yetkiniz bulunmamaktadır.',
    applicationNotFound: 'Başvuru bulunamadı.',
    serverError: 'Sunucu hatası. Lütfen daha sonra tekrar deneyin.',
    unknownError: 'Bilinmeyen hata',
    /** spec 8: other status: 'Hata (status): detail or Bilinmeyen hata' */
    httpError: (status: number, detail?: string | null): string => `Hata (${status}): ${detail || 'Bilinmeyen hata'}`,
    networkError: 'İnternet bağlantınızı kontrol edip tekrar deneyin.',
    unexpectedError: 'Rapor oluşturulurken beklenmeyen bir hata oluştu.',
    loadError: 'Raporlar veya başvuru bilgileri yüklenirken bir hata oluştu. Lütfen daha sonra tekrar deneyin.',
    mentorNotice: 'Mentorlar rapor oluşturamaz; yalnızca atandıkları başvuruların raporlarını görüntüleyebilir.', // ours
    // Reports page (spec 2 "Reports": header, counts total/completed/pending, cards, badge, empty state)
    listTitle: 'Proje Raporları', // ours
    loading: 'Raporlar yükleniyor...', // ours
    applicantLabel: 'Başvuran:', // ours
    applicationDateLabel: 'Başvuru Tarihi:', // ours
    counterTotal: 'Toplam Rapor', // ours
    counterCompleted: 'Tamamlanan', // ours
    counterPending: 'Bekleyen', // ours
    /** aria-label of the count badge (its text is formatBadgeCount) — ours */
    badgeLabel: (text: string): string => `Rapor sayısı: ${text}`, // ours
    newReport: 'Yeni Rapor', // ours (brief)
    createFirst: 'İlk Raporu Oluştur', // ours (spec: 'create first report')
    empty: 'Henüz rapor bulunmamaktadır', // ours
    emptyHint: 'Bu başvuru için ilk dönem raporunu oluşturabilirsiniz.', // ours
    cardTitle: (id: number): string => `Rapor #${id}`, // ours
    periodLabel: 'Dönem:', // ours
    periodText: (start: string, end: string): string => `${start} - ${end}`, // ours
    downloadAttachment: 'Ek dosyayı indir', // ours
    noAttachment: 'Ek dosya yok', // ours
    backToApplications: 'Başvurularıma Dön', // ours
    // New report form (spec 2 "New report": start date, summary with n/5000, optional file)
    newTitle: 'Yeni Rapor Oluştur', // ours
    startLabel: 'Dönem Başlangıç Tarihi', // ours
    summaryLabel: 'Rapor Özeti', // ours
    /** spec 2: the summary counter 'n/5000' */
    summaryCounter: (n: number): string => `${n}/5000`,
    fileLabel: 'Ek Dosya (isteğe bağlı)', // ours
    fileHelp: 'PDF, DOC veya DOCX; en fazla 10 MB.', // ours
    submit: 'Raporu Gönder', // ours
    submitting: 'Gönderiliyor...', // ours
    backToReports: 'Raporlara Dön', // ours
  },

  reservation: {
    requiredFields: 'Lütfen tüm zorunlu alanları doldurun.',
    /** spec 8 gives 'Rezervasyon oluşturulurken/güncellenirken ...'; expanded into its two readings */
    createError: 'Rezervasyon oluşturulurken bir hata oluştu. Lütfen tüm alanları kontrol edip tekrar deneyin.',
    updateError: 'Rezervasyon güncellenirken bir hata oluştu. Lütfen tüm alanları kontrol edip tekrar deneyin.',
    editForbidden: 'Bu rezervasyona erişim yetkiniz yok.',
    notFound: 'Rezervasyon bulunamadı.',
    editLoadError: 'Rezervasyon verileri yüklenirken bir hata oluştu.',
    formLoadError: 'Veriler yüklenirken bir hata oluştu.',
    // Slot rules (spec 5 states the rules, not the words) — ours
    timesRequired: 'Lütfen başlangıç ve bitiş zamanını seçin.', // ours
    invalidTime: 'Geçersiz tarih veya saat.', // ours
    dateInPast: 'Rezervasyon tarihi bugün veya daha sonraki bir gün olmalıdır.', // ours
    timeInPast: 'Geçmiş bir saat için rezervasyon yapılamaz.', // ours
    offGrid: 'Başlangıç ve bitiş saatleri 30 dakikalık aralıklara denk gelmelidir.', // ours
    outsideHours: 'Rezervasyonlar 09:00 ile 18:00 arasında olmalıdır.', // ours
    endNotAfterStart: 'Bitiş zamanı başlangıç zamanından sonra olmalıdır.', // ours
    slotOccupied: 'Seçilen zaman aralığı dolu. Lütfen başka bir zaman seçin.', // ours
    applicationNotApproved: 'Rezervasyon için yalnızca onaylanmış başvurular kullanılabilir.', // ours
    resourceInactive: 'Bu kaynak şu anda rezervasyona kapalı.', // ours
    resourceNotFound: 'Kaynak bulunamadı.', // ours
    applicationNotFound: 'Başvuru bulunamadı.', // ours
    /** Approving one that overlaps an approved reservation of the resource (409) — ours */
    approvedConflict: 'Bu zaman aralığında bu kaynak için onaylanmış başka bir rezervasyon var.', // ours
    /** Availability query without month/year or date — ours */
    availabilityWindowRequired: 'Ay ve yıl ya da tarih belirtilmelidir.', // ours
    invalidMonth: 'Geçersiz ay.', // ours
    invalidYear: 'Geçersiz yıl.', // ours
    invalidDate: 'Geçersiz tarih.', // ours
    descriptionTooLong: 'Açıklama 1000 karakterden uzun olamaz.', // ours
    /** Update page refusals (spec 2 states the rule, not the words) — ours */
    notEditable: {
      ONAY: 'Onaylanmış rezervasyonlar yalnızca yönetici ile iletişime geçilerek değiştirilebilir.', // ours (spec 2: approved ones only via an admin)
      RED: 'Reddedilmiş rezervasyonlar düzenlenemez.', // ours
      IPTAL: 'İptal edilmiş rezervasyonlar düzenlenemez.', // ours
    },
    /** My reservations: disabled label instead of the edit button — ours */
    notEditableLabel: 'Bu durumdaki rezervasyon düzenlenemez', // ours
    // The chosen range and the end-slot rule on the booking form — ours
    rangeHours: (hours: string): string => `${hours} saat`, // ours
    endSlotRule: 'Bitiş olarak seçtiğiniz yarım saatlik dilim de rezervasyona dahildir.', // ours
    /** A passive resource's booking form opened from its URL — ours */
    resourcePassiveTitle: 'Bu kaynak şu anda pasif olduğu için rezervasyon yapılamaz.', // ours
    resourcePassiveText: 'Kaynak yeniden aktif olduğunda Kaynaklar sayfasından rezervasyon yapabilirsiniz.', // ours
    // Cancelling an own waiting reservation (IPTAL) — ours
    cancel: 'İptal Et', // ours
    cancelTitle: 'Rezervasyon iptal edilsin mi?', // ours
    cancelText: (resource: string, range: string): string => `${resource} için ${range} rezervasyonunuz iptal edilecek. Bu işlem geri alınamaz.`, // ours
    cancelConfirm: 'Evet, İptal Et', // ours
    cancelKeep: 'Vazgeç', // ours
    cancelled: 'Rezervasyonunuz iptal edildi.', // ours
    cancelError: 'Rezervasyon iptal edilirken bir hata oluştu.', // ours
    notCancellable: {
      ONAY: 'Onaylanmış rezervasyonlar yalnızca yönetici ile iletişime geçilerek iptal edilebilir.', // ours
      RED: 'Reddedilmiş rezervasyonlar iptal edilemez.', // ours
      IPTAL: 'Bu rezervasyon zaten iptal edilmiş.', // ours
    },
    /** update_status with beklenen_durum when the state moved meanwhile — ours */
    statusChanged: 'Rezervasyonun durumu bu arada değişti. Lütfen listeyi yenileyin.', // ours
  },

  /** A call's rubric (değerlendirme ölçütleri) and the scores given by it — all ours. */
  rubric: {
    title: 'Değerlendirme Ölçütleri',
    nameRequired: 'Ölçüt adı zorunludur.',
    nameTooLong: 'Ölçüt adı 120 karakterden uzun olamaz.',
    descriptionTooLong: 'Ölçüt açıklaması 1000 karakterden uzun olamaz.',
    weightRange: 'Ağırlık 1 ile 100 arasında bir tam sayı olmalıdır.',
    scaleRange: 'Ölçeğin değerleri 0 ile 100 arasında tam sayılar olmalıdır.',
    scaleOrder: 'Ölçeğin en yüksek değeri en düşük değerinden büyük olmalıdır.',
    tooMany: 'Bir çağrının en fazla 20 değerlendirme ölçütü olabilir.',
    duplicateName: 'Aynı adla iki ölçüt olamaz.',
    locked: 'Bu çağrının başvuruları değerlendirilmeye başlandı; değerlendirme ölçütleri artık değiştirilemez.',
    saved: 'Değerlendirme ölçütleri kaydedildi.',
    saveError: 'Değerlendirme ölçütleri kaydedilemedi.',
    loadError: 'Değerlendirme ölçütleri yüklenemedi.',
    scoreRequired: 'Her ölçüt için puan verilmelidir.',
    scoreMissing: (ad: string): string => `"${ad}" ölçütü için puan verilmelidir.`,
    scoreOutOfScale: (ad: string, min: number, max: number): string => `"${ad}" puanı ${min} ile ${max} arasında bir tam sayı olmalıdır.`,
    unknownCriterion: 'Bu çağrıda olmayan bir ölçüte puan verildi.',
    duplicateScore: 'Bir ölçüte yalnızca bir puan verilebilir.',
    commentTooLong: 'Ölçüt yorumu 2000 karakterden uzun olamaz.',
    /** A call with a rubric: the total is computed from the criteria's scores. */
    totalIsComputed: 'Bu çağrı ölçütlerle puanlanır; toplam puan ölçüt puanlarından hesaplanır.',
    noRubric: 'Bu çağrının değerlendirme ölçütleri yok; 0-100 arası tek bir puan verin.',
    notEvaluated: 'Değerlendirilmedi',
    rankingLoadError: 'Sıralama yüklenemedi.',
  },

  evaluation: {
    required: 'Lütfen puan ve yorum alanlarını doldurun.',
    scoreRange: 'Puan 0 ile 100 arasında bir tam sayı olmalıdır.', // ours: the score is stored and shown as a whole number
    assignmentRequired: 'Atama seçilmelidir.', // ours
    submitError: 'Değerlendirme gönderilirken bir hata oluştu.',
    /** spec 8 describes it ("saved, new ones may be made later"); wording ours */
    submitSuccess: 'Değerlendirmeniz kaydedildi. Daha sonra yeni değerlendirmeler ekleyebilirsiniz.', // ours
    commentTooLong: 'Yorum 5000 karakterden uzun olamaz.', // ours
    loadError: 'Değerlendirmeleri getirirken bir hata oluştu.',
    assignmentsLoadError: 'Atamalar yüklenirken bir hata oluştu.',
    notAssigned: 'Bu atama için değerlendirme yapma yetkiniz yok.', // ours
    assignmentInactive: 'Bu atama artık aktif değil; değerlendirme yapılamaz.', // ours
    /** spec 2: "n of m tasks are hidden"; wording ours */
    hiddenAssignments: (hidden: number, total: number): string =>
      `${total} görevden ${hidden} tanesi, başvurusu artık bulunmadığı için gizlendi.`, // ours
  },

  receipt: {
    fileRequired: 'Lütfen bir dekont dosyası seçin.',
    dateRequired: 'Lütfen bir ödeme tarihi seçin.',
    dateInFuture: 'Ödeme tarihi bugünden sonra olamaz.', // ours
    dateTooEarly: 'Ödeme tarihi 01.01.2000 tarihinden önce olamaz.', // ours
    fileType: 'Sadece PDF, JPG, JPEG ve PNG dosyaları kabul edilir.', // ours
    fileSize: "Dosya boyutu 10MB'dan büyük olamaz.", // ours
    uploading: 'Yükleniyor...',
    loadError: 'Dekontlar yüklenirken bir hata oluştu.',
    uploadError: 'Dekont yüklenirken bir hata oluştu.',
    descriptionTooLong: 'Açıklama 1000 karakterden uzun olamaz.', // ours
  },

  company: {
    loadError: 'Şirket verileri yüklenirken bir hata oluştu.',
    notFound: 'Şirket bilgisi bulunamadı.',
    employeeReportsLoadError: 'Çalışan raporları yüklenirken bir hata oluştu.',
    // Employee reports page (spec 2 "Employee reports") — ours
    employeeReportsTitle: 'Çalışan Raporları', // ours
    employeeReportsLoading: 'Çalışan raporları yükleniyor...', // ours
    employeeReportsSearch: 'Proje, çalışan adı veya özet ara...', // ours
    employeeReportsTotal: 'Toplam', // ours
    employeeReportsApproved: 'Onaylanan', // ours
    employeeReportsPending: 'Bekleyen', // ours
    employeeReportsRejected: 'Reddedilen', // ours
    employeeReportsEmpty: 'Çalışanlarınıza ait rapor bulunmamaktadır', // ours
    employeeReportsEmptyFiltered: 'Arama kriterlerinize uygun rapor bulunamadı', // ours
    employeeReportsDownload: 'İndir', // ours
    employeeReportsNoFile: 'Dosya yok', // ours
    phoneMissing: 'Eklenmedi',
    nameRequired: 'Şirket adı boş olamaz.', // ours
    nameTooLong: 'Şirket adı 200 karakterden uzun olamaz.', // ours
    selectCompany: 'Şirket seçiniz',
  },

  mentor: {
    loadError: 'Veriler yüklenirken bir hata oluştu.',
    userRequired: 'Lütfen bir kullanıcı seçin.', // ours
    titleTooLong: 'Unvan 100 karakterden uzun olamaz.', // ours
    expertiseTooLong: 'Uzmanlık alanı 2000 karakterden uzun olamaz.', // ours
    titleHint: 'Örn. Dr., Prof.', // ours (spec 5: "title e.g. Dr., Prof.")
    expertiseHint: 'Uzmanlık alanlarını virgülle ayırın', // ours (spec 5: "expertise comma-separated")
    alreadyMentor: 'Bu kullanıcı zaten mentor.', // ours
    userNotFound: 'Kullanıcı bulunamadı.', // ours
    capacityInvalid: 'Kapasite 1 ile 50 arasında bir tam sayı olmalıdır.', // ours
  },

  assignment: {
    mentorsLoadError: 'Mentorlar yüklenirken hata oluştu.',
    unassignedLoadError: 'Atanmamış projeler yüklenirken hata oluştu.',
    assignmentsLoadError: 'Atamalar yüklenirken hata oluştu.',
    performanceLoadError: 'Mentor performansı yüklenirken hata oluştu.',
    errorPrefix: 'Hata: ',
    singleFailed: 'Atama başarısız',
    singleNetworkError: 'Atama sırasında bir hata oluştu',
    singleSuccess: 'Mentor başarıyla atandı!',
    bulkFailed: 'Toplu atama başarısız',
    bulkNetworkError: 'Toplu atama sırasında bir hata oluştu',
    /** spec 8: "success shows counts of successful and failed"; wording ours */
    bulkSuccess: (successful: number, failed: number): string =>
      `Toplu atama tamamlandı. Başarılı: ${successful}, Başarısız: ${failed}`, // ours
    removeSuccess: 'Atama başarıyla kaldırıldı!',
    removeError: 'Atama kaldırılırken hata oluştu.',
    mentorRequired: 'Lütfen bir mentor seçin.', // ours
    projectRequired: 'Lütfen bir proje seçin.', // ours
    bulkEmpty: 'En az bir atama satırı ekleyin.', // ours
    bulkRowIncomplete: 'Her satırda mentor ve proje seçilmelidir.', // ours
    // Server refusals of an assignment (spec 7: the screen shows 'Hata: ' plus `error`) — ours
    duplicate: 'Bu mentor bu projeye zaten atanmış.', // ours
    mentorNotFound: 'Mentor bulunamadı.', // ours
    mentorInactive: 'Pasif bir mentora proje atanamaz.', // ours
    mentorUserInactive: 'Hesabı pasif olan bir mentora proje atanamaz.', // ours
    applicationNotFound: 'Başvuru bulunamadı.', // ours
    notAssignable: 'Taslak veya reddedilmiş başvurulara mentor atanamaz.', // ours
    conflictOfInterest: 'Bu mentorun başvuru sahibiyle çıkar çatışması var; atama yapılamaz.', // ours
    bulkDuplicateRows: 'Aynı mentor ve proje birden fazla satırda seçilmiş.', // ours
    /** One refused row of a bulk assignment, 1-based as the dialog numbers its rows — ours */
    bulkRowError: (row: number, message: string): string => `${row}. satır: ${message}`, // ours
    /** Bulk assignment is all or none — ours */
    bulkNothingSaved: (failed: number): string => `${failed} satır hatalı olduğu için hiçbir atama yapılmadı.`, // ours
    assignmentNotFound: 'Atama bulunamadı.', // ours
  },

  users: {
    neverLoggedIn: 'Hiç giriş yapılmamış',
    passwordRequiredForNew: 'Yeni kullanıcı için şifre gereklidir',
    /** spec 8: 'Hata: ...' */
    saveError: (detail: string): string => `Hata: ${detail}`,
    /** spec 8: 'Atama başarısız: ...' */
    companyAssignFailed: (detail: string): string => `Atama başarısız: ${detail}`,
    companyAssignSuccess: 'Atama başarılı!',
    usernameRequired: 'Kullanıcı adı gereklidir.', // ours
    usernameTooLong: 'Kullanıcı adı 150 karakterden uzun olamaz.', // ours
    emailRequired: 'E-posta gereklidir.', // ours
    emailInvalid: 'Geçerli bir e-posta adresi giriniz.', // ours
  },

  resource: {
    nameRequired: 'Kaynak adı boş olamaz.', // ours
    nameTooLong: 'Kaynak adı 200 karakterden uzun olamaz.', // ours
    capacityMin: 'Kapasite en az 1 olmalıdır.', // ours
  },

  profile: {
    loadError: 'Profil bilgileri yüklenirken hata oluştu.',
    updateSuccess: 'Profil bilgileri başarıyla güncellendi.',
    updateError: 'Profil güncellenirken hata oluştu.',
    emailInvalid: 'Geçerli bir e-posta adresi girin.', // ours
    tooLong: (max: number): string => `Bu alan ${max} karakterden uzun olamaz.`, // ours
  },

  password: {
    minLength: 'Şifre en az 8 karakter olmalıdır.',
    uppercase: 'Şifre en az bir büyük harf içermelidir.', // ours
    lowercase: 'Şifre en az bir küçük harf içermelidir.', // ours
    digit: 'Şifre en az bir rakam içermelidir.', // ours
    special: 'Şifre en az bir özel karakter içermelidir (!@#$%^&*(),.?":{}|<>).', // ours
    maxLength: 'Şifre 128 karakterden uzun olamaz.',
    mismatch: 'Yeni şifreler eşleşmiyor.',
    currentRequired: 'Mevcut şifrenizi girmelisiniz.',
    changeSuccess: 'Şifre başarıyla değiştirildi.',
    changeBadRequest: 'Mevcut şifre yanlış veya yeni şifre geçersiz.',
    sessionExpired: 'Oturum süresi doldu. Lütfen yeniden giriş yapın.',
    changeError: 'Şifre değiştirilirken hata oluştu.',
    /** The server's answer when current_password is wrong — ours (the client shows changeBadRequest on 400) */
    currentWrong: 'Mevcut şifre yanlış.', // ours
    /** Blanks at either end would be invisible characters counted toward the minimum — ours */
    surroundingBlanks: 'Şifre boşlukla başlayamaz veya bitemez.', // ours
    sameAsCurrent: 'Yeni şifre mevcut şifrenizle aynı olamaz.', // ours
  },

  /** Settings: "log out everywhere" (ours: the spec has no such screen part). */
  sessions: {
    title: 'Oturumlar',
    hint: 'Hesabınızın açık olduğu tüm cihaz ve tarayıcılardaki oturumları kapatır; bu cihazda da yeniden giriş yapmanız gerekir.',
    logoutAll: 'Tüm Oturumları Kapat',
    logoutAllBusy: 'Oturumlar kapatılıyor...',
    logoutAllError: 'Oturumlar kapatılamadı. Lütfen tekrar deneyin.',
  },

  dates: {
    empty: 'Tarih belirtilmemiş',
    invalid: 'Geçersiz tarih',
    /** admin screens */
    invalidAdmin: 'Geçersiz tarih',
    /** spec 2: call card without an end date */
    notSpecified: 'Belirtilmemiş',
    /** a typed date that is not a day of the calendar (gg.aa.yyyy) */
    typedInvalid: 'Geçerli bir tarih girin (gg.aa.yyyy).',
  },

  common: {
    required: 'Bu alan zorunludur.', // ours
    dataLoadError: 'Veriler yüklenirken bir hata oluştu.',
    unknownError: 'Bilinmeyen hata',
    errorPrefix: 'Hata: ',
    sessionExpired: 'Oturum süresi doldu. Lütfen yeniden giriş yapın.',
    serverError: 'Sunucu hatası. Lütfen daha sonra tekrar deneyin.',
    notFound: 'Kayıt bulunamadı.', // ours
    invalidId: 'Geçersiz kimlik.', // ours
    invalidStatus: 'Geçersiz durum.', // ours
    invalidRole: 'Geçersiz rol.', // ours
    /** Admin lists: query parameters — ours */
    invalidOrdering: (field: string): string => `Geçersiz sıralama alanı: ${field}`, // ours
    invalidPage: 'Geçersiz sayfa numarası.', // ours
    invalidPageSize: 'Sayfa boyutu pozitif bir tam sayı olmalıdır.', // ours
    invalidBoolean: 'Geçersiz değer: true veya false olmalıdır.', // ours
    invalidDate: 'Geçersiz tarih',
    tooManyRequests: 'Çok fazla deneme. Lütfen daha sonra tekrar deneyin',
    /** Text with NUL or another control character (tab and line breaks are fine in multi-line fields) — ours */
    controlCharacters: 'Bu alan geçersiz kontrol karakterleri içeriyor.', // ours
    /** A number beyond what the field can hold — ours */
    numberTooLarge: 'Bu değer çok büyük.', // ours
    /** Admin list exports: ?format= — ours */
    invalidExportFormat: 'Geçersiz dosya biçimi: csv veya xlsx olmalıdır.', // ours
  },

  account: {
    /** spec 2: account type in settings */
    staff: 'Yönetici',
    user: 'Kullanıcı',
  },

  /** Calendars (iCal feed in settings, "add to calendar" on a reservation) — ours */
  calendar: {
    title: 'Takvim Aboneliği',
    hint: 'Onaylanan rezervasyonlarınızı bu adresle takvim uygulamanıza (Google Takvim, Outlook, Apple Takvim) abone olarak ekleyin. Adres size özeldir; paylaşmayın.',
    urlLabel: 'Takvim adresi',
    copy: 'Kopyala',
    copied: 'Kopyalandı',
    regenerate: 'Yenile',
    regenerateHint: 'Yenilerseniz eski adres artık çalışmaz.',
    regenerated: 'Yeni takvim adresi oluşturuldu.',
    loadError: 'Takvim adresi yüklenemedi.',
    regenerateError: 'Takvim adresi yenilenemedi.',
    addToCalendar: 'Takvime Ekle',
    addToCalendarLabel: (resource: string) => `Takvime ekle: ${resource}`,
    addToCalendarError: 'Takvim dosyası indirilemedi.',
  },

  roles: {
    /** spec 6: admin users table chips (the spec writes them without the Turkish letters) */
    superAdmin: 'Super Admin',
    admin: 'Admin',
    mentor: 'Mentor',
    sirketSahibi: 'Şirket Sahibi',
    normal: 'Normal Kullanıcı',
    /** spec 2: home page chips */
    homeMentor: 'Mentor',
    homeSirketSahibi: 'Şirket Sahibi',
    homeUser: 'Kullanıcı',
  },
} as const;

export type Messages = typeof MSG;
