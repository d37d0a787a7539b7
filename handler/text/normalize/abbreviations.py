"""How abbreviations are said: English technical acronyms (ABBREVIATIONS), and per language the abbreviations
people expand when they read aloud (EXPANSIONS, used by classes/abbreviation.py).

English technical acronyms:

    from handler.text.normalize.abbreviations import ABBREVIATIONS

    ABBREVIATIONS["API"]    # "A P I"
    ABBREVIATIONS["APIs"]   # "A P Is" (plurals are generated)

Applied to English text only, as a built-in lexicon with the same matching rules (whole words; the keys
carry capitals, so they match case-sensitively: "AI" is read out, "ai" is left alone). A deployment or
request lexicon entry for the same word takes precedence. Other languages can add entries through the
lexicon.
"""

from __future__ import annotations

from dataclasses import dataclass

_SPOKEN = {
    "AI": "A I",
    "API": "A P I",
    "AWS": "A W S",
    "CEO": "C E O",
    "CI": "C I",
    "CLI": "C L I",
    "CPU": "C P U",
    "CSS": "C S S",
    "CSV": "C S V",
    "CTO": "C T O",
    "DNS": "D N S",
    "EC2": "E C two",
    "FAQ": "F A Q",
    "GPT": "G P T",
    "GPU": "G P U",
    "HTML": "H T M L",
    "HTTP": "H T T P",
    "HTTPS": "H T T P S",
    "IAM": "I A M",
    "ID": "I D",
    "IoT": "I O T",
    "iOS": "eye O S",
    "JSON": "jason",
    "JWT": "J W T",
    "LLM": "L L M",
    "macOS": "mac O S",
    "ML": "M L",
    "NoSQL": "no S Q L",
    "OAuth": "oh auth",
    "OK": "okay",
    "ONNX": "onyx",
    "PaaS": "pass",
    "PDF": "P D F",
    "PyPI": "pie P I",
    "RAM": "ram",
    "REST": "rest",
    "S3": "S three",
    "SaaS": "sass",
    "SDK": "S D K",
    "SNS": "S N S",
    "SQL": "S Q L",
    "SQS": "S Q S",
    "SSH": "S S H",
    "SSL": "S S L",
    "STT": "S T T",
    "TLS": "T L S",
    "TTS": "T T S",
    "UI": "U I",
    "URL": "U R L",
    "USB": "U S B",
    "UX": "U X",
    "VPC": "V P C",
    "VPN": "V P N",
    "XML": "X M L",
    "YAML": "yamel",
}


def _plural(spoken: str) -> str:
    if spoken[-1].isupper():  # spelled out: "A P I" -> "A P Is" (a plural, not a possessive)
        return spoken + "s"
    return spoken + ("es" if spoken.endswith(("s", "x", "z", "ch", "sh")) else "s")


ABBREVIATIONS: dict[str, str] = {
    **{
        written + "s": _plural(spoken)
        for written, spoken in _SPOKEN.items()
        if not written[-1].isdigit() and written[-1] not in "sS"
    },
    **_SPOKEN,
}


@dataclass(frozen=True)
class Expansion:
    spoken: str
    title: bool = False  # read only before a name ("Dr. Smith")
    before_number: bool = False  # read only before a number ("No. 5")
    otherwise: str | None = None  # a title's reading where no name follows ("Main St." -> "Street")
    forms: tuple[str, str, str] | None = None  # after 1, 2-4, 5+ (Slavic agreement: "рубль", "рубля", "рублей")
    ends_sentence: bool = False  # closes a list, so a capital after it starts a sentence ("etc. Then")


def _table(lines: str) -> dict[str, Expansion]:
    """ "key = spoken" per line; "^key" is a title, "#key" wants a number after it, "$key" closes a list (it may
    end a sentence); "spoken ; otherwise" gives a title's reading without a name; "one | few | many" the forms
    after a number."""
    table = {}
    for line in lines.strip().splitlines():
        key, spoken = (part.strip() for part in line.split(" = "))
        title, before_number, ends_sentence = key.startswith("^"), key.startswith("#"), key.startswith("$")
        key = key.lstrip("^#$")
        spoken, _, otherwise = (part.strip() for part in spoken.partition(" ; "))
        parts = [part.strip() for part in spoken.split("|")]
        forms = (parts[0], parts[1], parts[2]) if len(parts) > 1 else None
        table[key] = Expansion(
            forms[2] if forms else spoken, title, before_number, otherwise or None, forms, ends_sentence
        )
    return table


# Per language, the abbreviations people expand when they read aloud, as they say them.
EXPANSIONS: dict[str, dict[str, Expansion]] = {
    "en": _table("""
^Dr. = Doctor
^Mr. = Mister
^Mrs. = Missus
^Ms. = Miz
^Prof. = Professor
^St. = Saint ; Street
^Mt. = Mount
^Gen. = General
^Capt. = Captain
^Sgt. = Sergeant
^Gov. = Governor
^Sen. = Senator
Jr. = Junior
Sr. = Senior
$etc. = et cetera
e.g. = for example
i.e. = that is
vs. = versus
vs = versus
approx. = approximately
#No. = number
#Nos. = numbers
#no. = number
#p. = page
#pp. = pages
#vol. = volume
#fig. = figure
#ch. = chapter
Inc. = Incorporated
Ltd. = Limited
Corp. = Corporation
Co. = Company
Dept. = Department
Ave. = Avenue
Blvd. = Boulevard
w/o = without
"""),
    "de": _table("""
z. B. = zum Beispiel
bzw. = beziehungsweise
$usw. = und so weiter
$u. a. = unter anderem
d. h. = das heißt
ca. = circa
vgl. = vergleiche
ggf. = gegebenenfalls
evtl. = eventuell
inkl. = inklusive
exkl. = exklusive
zzgl. = zuzüglich
bzgl. = bezüglich
$o. Ä. = oder Ähnliches
$u. Ä. = und Ähnliches
z. T. = zum Teil
i. d. R. = in der Regel
v. a. = vor allem
$etc. = et cetera
Mio. = Millionen
Mrd. = Milliarden
Tsd. = Tausend
Jh. = Jahrhundert
geb. = geboren
gest. = gestorben
Tel. = Telefon
Str. = Straße
#Nr. = Nummer
#S. = Seite
#Abs. = Absatz
^Dr. = Doktor
^Prof. = Professor
^Hr. = Herr
^Hrn. = Herrn
^St. = Sankt
"""),
    "es": _table("""
^Sr. = señor
^Sra. = señora
^Srta. = señorita
^Dr. = doctor
^Dra. = doctora
^Lic. = licenciado
^Ing. = ingeniero
^D. = don
^Dña. = doña
^Sto. = santo
^Sta. = santa
^Av. = avenida
^Avda. = avenida
^C/ = calle
$etc. = etcétera
Ud. = usted
Uds. = ustedes
aprox. = aproximadamente
p. ej. = por ejemplo
EE. UU. = Estados Unidos
a. C. = antes de Cristo
d. C. = después de Cristo
máx. = máximo
mín. = mínimo
tel. = teléfono
#n.º = número
#nº = número
#núm. = número
#pág. = página
#págs. = páginas
#cap. = capítulo
#vol. = volumen
"""),
    "fr": _table("""
^M. = monsieur
^MM. = messieurs
^Mme = madame
^Mmes = mesdames
^Mlle = mademoiselle
^Dr = docteur
^Dr. = docteur
^Pr = professeur
^Me = maître
^Ste = sainte
$etc. = et cetera
c.-à-d. = c'est-à-dire
p. ex. = par exemple
env. = environ
cf. = confer
tél. = téléphone
av. J.-C. = avant Jésus-Christ
apr. J.-C. = après Jésus-Christ
J.-C. = Jésus-Christ
Cie = compagnie
#n° = numéro
#nº = numéro
#no = numéro
#p. = page
#vol. = volume
^av. = avenue
^bd = boulevard
"""),
    "it": _table("""
^Sig. = signor
^Sig.ra = signora
^Sig.na = signorina
^Sigg. = signori
^Dott. = dottor
^Dott.ssa = dottoressa
^Prof. = professor
^Prof.ssa = professoressa
^Avv. = avvocato
^Ing. = ingegner
^Arch. = architetto
^Geom. = geometra
$ecc. = eccetera
$etc. = eccetera
es. = esempio
p.es. = per esempio
ca. = circa
cfr. = confronta
tel. = telefono
a.C. = avanti Cristo
d.C. = dopo Cristo
#pag. = pagina
#pagg. = pagine
#n. = numero
#cap. = capitolo
#vol. = volume
"""),
    "pt": _table("""
^Sr. = senhor
^Sra. = senhora
^Srta. = senhorita
^Dr. = doutor
^Dra. = doutora
^Prof. = professor
^Profa. = professora
^Eng. = engenheiro
^Av. = avenida
^R. = rua
$etc. = et cetera
aprox. = aproximadamente
p. ex. = por exemplo
tel. = telefone
Ltda. = limitada
a.C. = antes de Cristo
d.C. = depois de Cristo
V. Exa. = Vossa Excelência
#n.º = número
#nº = número
#pág. = página
#p. = página
#cap. = capítulo
"""),
    "ru": _table("""
т.е. = то есть
$т.д. = так далее
$т.п. = тому подобное
т.к. = так как
т.н. = так называемый
т.ч. = том числе
$др. = другие
н.э. = нашей эры
до н.э. = до нашей эры
напр. = например
см. = смотри
ок. = около
^г. = город
^ул. = улица
^пр. = проспект
^им. = имени
^проф. = профессор
^акад. = академик
^г-н = господин
^г-жа = госпожа
#д. = дом
#кв. = квартира
#стр. = страница
#с. = страница
руб. = рубль | рубля | рублей
коп. = копейка | копейки | копеек
тыс. = тысяча | тысячи | тысяч
млн = миллион | миллиона | миллионов
млрд = миллиард | миллиарда | миллиардов
обл. = область
"""),
    "sv": _table("""
t.ex. = till exempel
bl.a. = bland annat
$m.m. = med mera
$m.fl. = med flera
$o.s.v. = och så vidare
$osv. = och så vidare
osv = och så vidare
ca = cirka
ca. = cirka
dvs. = det vill säga
d.v.s. = det vill säga
s.k. = så kallad
fr.o.m. = från och med
t.o.m. = till och med
p.g.a. = på grund av
pga. = på grund av
resp. = respektive
jfr = jämför
enl. = enligt
inkl. = inklusive
exkl. = exklusive
f.d. = före detta
e.Kr. = efter Kristus
f.Kr. = före Kristus
tel. = telefon
kl. = klockan
#nr = nummer
#s. = sidan
^St. = Sankt
"""),
    "hu": _table("""
pl. = például
$stb. = s a többi
kb. = körülbelül
ún. = úgynevezett
ill. = illetve
vö. = vesd össze
ld. = lásd
i. e. = időszámításunk előtt
i. sz. = időszámításunk szerint
tel. = telefon
max. = maximum
min. = minimum
szül. = született
^dr. = doktor
^Dr. = doktor
^ifj. = ifjabb
^id. = idősebb
^özv. = özvegy
krt. = körút
u. = utca
#sz. = szám
"""),
    "ar": _table("""
^د. = الدكتور
^أ.د. = الأستاذ الدكتور
^أ. = الأستاذ
^م. = المهندس
^ش. = شارع
إلخ = إلى آخره
الخ = إلى آخره
ق.م = قبل الميلاد
ق.م. = قبل الميلاد
ص.ب = صندوق بريد
#ص. = صفحة
#ج. = الجزء
#ط. = الطبعة
"""),
    "hi": _table("""
^डॉ. = डॉक्टर
^डॉ = डॉक्टर
^प्रो. = प्रोफेसर
^स्व. = स्वर्गीय
^कु. = कुमारी
ई.पू. = ईसा पूर्व
लि. = लिमिटेड
उ.प्र. = उत्तर प्रदेश
म.प्र. = मध्य प्रदेश
वि.वि. = विश्वविद्यालय
#पृ. = पृष्ठ
#सं. = संख्या
#नं. = नंबर
#ई. = ईसवी
"""),
    "ja": _table("""
(株) = 株式会社
㈱ = 株式会社
(有) = 有限会社
㈲ = 有限会社
(財) = 財団法人
#No. = ナンバー
vs. = 対
vs = 対
$etc. = エトセトラ
#TEL = 電話
"""),
    "ko": _table("""
(주) = 주식회사
㈜ = 주식회사
(유) = 유한회사
(재) = 재단법인
vs. = 대
vs = 대
$etc. = 등등
#TEL = 전화
#No. = 넘버
"""),
    "vi": _table("""
TP.HCM = Thành phố Hồ Chí Minh
TP. HCM = Thành phố Hồ Chí Minh
Tp.HCM = Thành phố Hồ Chí Minh
^TP. = thành phố
^Tp. = thành phố
Q. = quận
P. = phường
^ThS. = thạc sĩ
^TS. = tiến sĩ
^PGS. = phó giáo sư
^GS. = giáo sư
^BS. = bác sĩ
$v.v. = vân vân
UBND = Ủy ban nhân dân
HĐND = Hội đồng nhân dân
CLB = câu lạc bộ
HLV = huấn luyện viên
THPT = trung học phổ thông
THCS = trung học cơ sở
ĐH = đại học
SĐT = số điện thoại
Nxb = nhà xuất bản
NXB = nhà xuất bản
"""),
    "nl": _table("""
bijv. = bijvoorbeeld
d.w.z. = dat wil zeggen
$enz. = enzovoort
o.a. = onder andere
ca. = circa
m.b.t. = met betrekking tot
i.p.v. = in plaats van
t.o.v. = ten opzichte van
evt. = eventueel
^dhr. = de heer
^mevr. = mevrouw
^St. = Sint
#nr. = nummer
#blz. = bladzijde
"""),
    "da": _table("""
f.eks. = for eksempel
bl.a. = blandt andet
$osv. = og så videre
ca. = cirka
dvs. = det vil sige
mht. = med hensyn til
pga. = på grund af
evt. = eventuelt
inkl. = inklusive
kl. = klokken
#nr. = nummer
#s. = side
"""),
    "fi": _table("""
esim. = esimerkiksi
ns. = niin sanottu
$jne. = ja niin edelleen
mm. = muun muassa
ks. = katso
$ym. = ynnä muuta
$yms. = ynnä muuta sellaista
ts. = toisin sanoen
milj. = miljoonaa
mrd. = miljardia
puh. = puhelin
^tri = tohtori
klo = kello
#nro = numero
#n. = noin
#s. = sivu
"""),
    "pl": _table("""
np. = na przykład
$itd. = i tak dalej
$itp. = i tym podobne
tzn. = to znaczy
tzw. = tak zwany
m.in. = między innymi
tj. = to jest
wg = według
ok. = około
tel. = telefon
^ul. = ulica
^al. = aleja
^dr = doktor
^prof. = profesor
^mgr = magister
^inż. = inżynier
#nr = numer
#godz. = godzina
#str. = strona
tys. = tysiąc | tysiące | tysięcy
"""),
    "cs": _table("""
např. = například
tzn. = to znamená
tj. = to jest
$atd. = a tak dále
$apod. = a podobně
tzv. = takzvaný
resp. = respektive
mj. = mimo jiné
cca = cirka
tel. = telefon
^ul. = ulice
^Dr. = doktor
^prof. = profesor
^Ing. = inženýr
^Mgr. = magistr
#č. = číslo
#str. = strana
"""),
    "sk": _table("""
napr. = napríklad
t. j. = to jest
$atď. = a tak ďalej
$a pod. = a podobne
tzv. = takzvaný
resp. = respektíve
cca = cirka
tel. = telefón
^ul. = ulica
^Ing. = inžinier
^Mgr. = magister
^prof. = profesor
#č. = číslo
#str. = strana
"""),
    "sl": _table("""
npr. = na primer
$itd. = in tako dalje
tj. = to je
oz. = oziroma
t. i. = tako imenovani
$ipd. = in podobno
tel. = telefon
^ul. = ulica
^dr. = doktor
^prof. = profesor
#št. = številka
#str. = stran
"""),
    "hr": _table("""
npr. = na primjer
$itd. = i tako dalje
tj. = to jest
odn. = odnosno
tzv. = takozvani
$i sl. = i slično
tel. = telefon
^ul. = ulica
^dr. = doktor
^prof. = profesor
#br. = broj
#str. = stranica
"""),
    "lt": _table("""
pvz. = pavyzdžiui
t. y. = tai yra
$ir t. t. = ir taip toliau
$ir kt. = ir kiti
tel. = telefonas
^dr. = daktaras
^prof. = profesorius
#Nr. = numeris
#psl. = puslapis
"""),
    "lv": _table("""
piem. = piemēram
$utt. = un tā tālāk
$u.c. = un citi
t.i. = tas ir
t.s. = tā saucamais
apm. = apmēram
tel. = tālrunis
^dr. = doktors
^prof. = profesors
#Nr. = numurs
#lpp. = lappuse
"""),
    "et": _table("""
nt = näiteks
nt. = näiteks
jne = ja nii edasi
$jne. = ja nii edasi
s.t = see tähendab
st = see tähendab
nn = nõndanimetatud
vt = vaata
tel = telefon
^dr = doktor
^prof = professor
#nr = number
#lk = lehekülg
"""),
    "ro": _table("""
$etc. = etcetera
$ș.a. = și altele
$ș.a.m.d. = și așa mai departe
aprox. = aproximativ
tel. = telefon
î.Hr. = înainte de Hristos
d.Hr. = după Hristos
^dl. = domnul
^dna. = doamna
^d-na = doamna
^d-l = domnul
^Dr. = doctor
^prof. = profesor
^str. = strada
^bd. = bulevardul
#nr. = numărul
"""),
    "tr": _table("""
$vb. = vesaire
vs. = vesaire
örn. = örneğin
bkz. = bakınız
$vd. = ve diğerleri
yy. = yüzyıl
yak. = yaklaşık
tel. = telefon
A.Ş. = anonim şirketi
T.C. = Türkiye Cumhuriyeti
MÖ = milattan önce
MS = milattan sonra
^Dr. = doktor
^Prof. = profesör
^Doç. = doçent
^Av. = avukat
Cad. = caddesi
Sok. = sokak
Mah. = mahallesi
#No = numara
#No. = numara
"""),
    "el": _table("""
π.χ. = παραδείγματος χάρη
$κ.λπ. = και λοιπά
$κλπ. = και λοιπά
δηλ. = δηλαδή
$κ.ά. = και άλλα
τηλ. = τηλέφωνο
π.Χ. = προ Χριστού
μ.Χ. = μετά Χριστόν
^οδ. = οδός
^Δρ = δόκτωρ
^καθ. = καθηγητής
#αρ. = αριθμός
#σελ. = σελίδα
"""),
    "bg": _table("""
напр. = например
т.е. = тоест
$и т.н. = и така нататък
$и др. = и други
т.нар. = така наречения
тел. = телефон
^ул. = улица
^бул. = булевард
^гр. = град
^д-р = доктор
^проф. = професор
^св. = свети
#стр. = страница
#№ = номер
"""),
    "uk": _table("""
т.зв. = так званий
$і т.д. = і так далі
$і т.п. = і таке інше
напр. = наприклад
див. = дивись
^вул. = вулиця
^м. = місто
^проф. = професор
^д-р = доктор
#буд. = будинок
#кв. = квартира
#с. = сторінка
тис. = тисяча | тисячі | тисяч
"""),
    "id": _table("""
$dll. = dan lain-lain
$dsb. = dan sebagainya
$dst. = dan seterusnya
tsb. = tersebut
yg = yang
dgn = dengan
utk = untuk
s.d. = sampai dengan
a.n. = atas nama
^Jl. = Jalan
^Bpk. = Bapak
^Dr. = Doktor
^Prof. = Profesor
#no. = nomor
#hlm. = halaman
#tgl. = tanggal
"""),
}
