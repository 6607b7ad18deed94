/**
 * Industries: GB/T 4754-2017 《国民经济行业分类》 (with amendment No. 1 of 2019, which changed no section or
 * division), its 20 sections (门类, letters A-T) and 97 divisions (大类, 01-97), Chinese names as the standard
 * writes them, English after the standard's English edition (ISIC-style wording). One node a line:
 * `code|中文|English|别名、别名` (aliases: the everyday words people type for it, used by search and by the
 * migration that maps old free text), indented one space for a division. Codes are the standard's own.
 */
export const INDUSTRY_DATA = `
A|农、林、牧、渔业|Agriculture, Forestry, Animal Husbandry and Fishery|农业、农林牧渔
 01|农业|Agriculture|种植
 02|林业|Forestry|
 03|畜牧业|Animal Husbandry|养殖
 04|渔业|Fishery|水产
 05|农、林、牧、渔专业及辅助性活动|Support Activities for Agriculture, Forestry, Animal Husbandry and Fishery|
B|采矿业|Mining|矿产
 06|煤炭开采和洗选业|Mining and Washing of Coal|煤炭
 07|石油和天然气开采业|Extraction of Petroleum and Natural Gas|石油、天然气、石油化工
 08|黑色金属矿采选业|Mining and Processing of Ferrous Metal Ores|
 09|有色金属矿采选业|Mining and Processing of Non-ferrous Metal Ores|
 10|非金属矿采选业|Mining and Processing of Non-metal Ores|
 11|开采专业及辅助性活动|Support Activities for Mining|
 12|其他采矿业|Other Mining|
C|制造业|Manufacturing|制造、生产制造
 13|农副食品加工业|Processing of Food from Agricultural Products|
 14|食品制造业|Manufacture of Foods|食品
 15|酒、饮料和精制茶制造业|Manufacture of Liquor, Beverages and Refined Tea|饮料、酒水
 16|烟草制品业|Manufacture of Tobacco|烟草
 17|纺织业|Manufacture of Textiles|纺织
 18|纺织服装、服饰业|Manufacture of Textile Wearing Apparel and Clothing|服装、服饰
 19|皮革、毛皮、羽毛及其制品和制鞋业|Manufacture of Leather, Fur, Feather and Related Products and Footwear|鞋业
 20|木材加工和木、竹、藤、棕、草制品业|Processing of Timber and Manufacture of Wood, Bamboo, Rattan, Palm and Straw Products|
 21|家具制造业|Manufacture of Furniture|家具
 22|造纸和纸制品业|Manufacture of Paper and Paper Products|造纸
 23|印刷和记录媒介复制业|Printing and Reproduction of Recording Media|印刷
 24|文教、工美、体育和娱乐用品制造业|Manufacture of Articles for Culture, Education, Arts and Crafts, Sport and Entertainment|
 25|石油、煤炭及其他燃料加工业|Processing of Petroleum, Coal and Other Fuels|
 26|化学原料和化学制品制造业|Manufacture of Raw Chemical Materials and Chemical Products|化工
 27|医药制造业|Manufacture of Medicines|医药、制药、生物医药、医药/生物工程、生物工程
 28|化学纤维制造业|Manufacture of Chemical Fibres|
 29|橡胶和塑料制品业|Manufacture of Rubber and Plastics Products|塑料、橡胶
 30|非金属矿物制品业|Manufacture of Non-metallic Mineral Products|建材、玻璃、陶瓷
 31|黑色金属冶炼和压延加工业|Smelting and Pressing of Ferrous Metals|钢铁
 32|有色金属冶炼和压延加工业|Smelting and Pressing of Non-ferrous Metals|有色金属
 33|金属制品业|Manufacture of Metal Products|五金
 34|通用设备制造业|Manufacture of General-purpose Machinery|机械、机械设备
 35|专用设备制造业|Manufacture of Special-purpose Machinery|医疗器械、仪器设备
 36|汽车制造业|Manufacture of Automobiles|汽车、新能源汽车、汽车制造
 37|铁路、船舶、航空航天和其他运输设备制造业|Manufacture of Railway, Ship, Aerospace and Other Transport Equipment|航空航天、船舶
 38|电气机械和器材制造业|Manufacture of Electrical Machinery and Equipment|电气、家电、新能源、电池
 39|计算机、通信和其他电子设备制造业|Manufacture of Computers, Communication and Other Electronic Equipment|电子、半导体、芯片、集成电路、通信设备、电子/智能制造、智能制造、智能硬件
 40|仪器仪表制造业|Manufacture of Measuring Instruments and Meters|仪器仪表
 41|其他制造业|Other Manufacturing|
 42|废弃资源综合利用业|Comprehensive Utilization of Waste Resources|再生资源
 43|金属制品、机械和设备修理业|Repair of Metal Products, Machinery and Equipment|设备维修
D|电力、热力、燃气及水生产和供应业|Production and Supply of Electricity, Heat, Gas and Water|能源、电力
 44|电力、热力生产和供应业|Production and Supply of Electricity and Heat|电力、光伏、风电
 45|燃气生产和供应业|Production and Supply of Gas|燃气
 46|水的生产和供应业|Production and Supply of Water|水务
E|建筑业|Construction|建筑、建筑工程
 47|房屋建筑业|Construction of Buildings|
 48|土木工程建筑业|Civil Engineering|土木工程、市政工程、基建
 49|建筑安装业|Construction Installation|
 50|建筑装饰、装修和其他建筑业|Building Decoration, Renovation and Other Construction|装修、装饰、家装
F|批发和零售业|Wholesale and Retail Trade|商贸、贸易
 51|批发业|Wholesale|批发、外贸、进出口、贸易
 52|零售业|Retail|零售、电商、电子商务、零售/电商、超市、百货、连锁
G|交通运输、仓储和邮政业|Transport, Storage and Postal Services|交通运输、物流/运输
 53|铁路运输业|Rail Transport|铁路
 54|道路运输业|Road Transport|公路运输、公交、货运
 55|水上运输业|Water Transport|航运、港口
 56|航空运输业|Air Transport|航空、机场
 57|管道运输业|Pipeline Transport|
 58|多式联运和运输代理业|Multimodal Transport and Transport Agency|物流、货运代理、物流/运输、供应链
 59|装卸搬运和仓储业|Loading, Unloading and Storage|仓储
 60|邮政业|Postal Services|快递、邮政
H|住宿和餐饮业|Accommodation and Catering|酒店餐饮
 61|住宿业|Accommodation|酒店、民宿
 62|餐饮业|Catering|餐饮、餐饮服务、外卖、茶饮
I|信息传输、软件和信息技术服务业|Information Transmission, Software and Information Technology Services|IT、信息技术
 63|电信、广播电视和卫星传输服务|Telecommunications, Broadcasting and Satellite Transmission Services|电信、运营商、通信
 64|互联网和相关服务|Internet and Related Services|互联网、移动互联网、互联网/IT、移动互联网/游戏、游戏、社交、O2O
 65|软件和信息技术服务业|Software and Information Technology Services|软件、计算机软件、IT服务、企业服务、大数据、大数据/企业服务、人工智能、云计算、SaaS
J|金融业|Finance|金融
 66|货币金融服务|Monetary and Financial Services|银行
 67|资本市场服务|Capital Market Services|证券、基金、投资、期货
 68|保险业|Insurance|保险
 69|其他金融业|Other Financial Services|互联网金融、金融科技、支付、消费金融
K|房地产业|Real Estate|房地产
 70|房地产业|Real Estate|房地产、物业、物业管理、房产中介
L|租赁和商务服务业|Leasing and Business Services|商务服务
 71|租赁业|Leasing|租赁
 72|商务服务业|Business Services|咨询、财务/咨询、会计师事务所、律师事务所、法律、人力资源服务、广告、会展、企业管理
M|科学研究和技术服务业|Scientific Research and Technical Services|科研
 73|研究和试验发展|Research and Experimental Development|研发
 74|专业技术服务业|Professional Technical Services|检测、认证、工程设计、设计
 75|科技推广和应用服务业|Technology Promotion and Application Services|技术服务
N|水利、环境和公共设施管理业|Water Conservancy, Environment and Public Facilities Management|环保
 76|水利管理业|Water Conservancy Management|水利
 77|生态保护和环境治理业|Ecological Protection and Environmental Governance|环保、环境治理
 78|公共设施管理业|Public Facilities Management|市政
 79|土地管理业|Land Management|
O|居民服务、修理和其他服务业|Resident Services, Repair and Other Services|生活服务
 80|居民服务业|Resident Services|家政、美容美发、婚庆、摄影
 81|机动车、电子产品和日用产品修理业|Repair of Motor Vehicles, Electronic Products and Household Goods|汽修、维修
 82|其他服务业|Other Services|
P|教育|Education|
 83|教育|Education|教育、教育培训、培训、在线教育、职业教育、学校
Q|卫生和社会工作|Health and Social Work|医疗
 84|卫生|Health|医疗、医院、医疗健康、诊所、健康
 85|社会工作|Social Work|养老、社工
R|文化、体育和娱乐业|Culture, Sports and Entertainment|文化传媒、文娱
 86|新闻和出版业|News and Publishing|新闻、出版、媒体
 87|广播、电视、电影和录音制作业|Radio, Television, Film and Sound Recording Production|影视、传媒、文化传媒、广播电视
 88|文化艺术业|Culture and Arts|文化、艺术
 89|体育|Sports|健身、体育
 90|娱乐业|Entertainment|娱乐、直播、游艺
S|公共管理、社会保障和社会组织|Public Administration, Social Security and Social Organizations|政府、事业单位
 91|中国共产党机关|Organs of the Communist Party of China|
 92|国家机构|State Organs|政府机关
 93|人民政协、民主党派|CPPCC and Democratic Parties|
 94|社会保障|Social Security|社保
 95|群众团体、社会团体和其他成员组织|Mass Organizations, Social Organizations and Other Membership Organizations|协会、社会团体、非营利组织
 96|基层群众自治组织及其他组织|Grassroots Self-governing Organizations and Other Organizations|社区
T|国际组织|International Organizations|
 97|国际组织|International Organizations|
`;
